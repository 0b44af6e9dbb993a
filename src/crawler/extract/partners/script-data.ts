import { parseExpressionAt, type Expression, type Node, type Pattern, type SpreadElement } from 'acorn';

/** What a script's data reads as: JSON's values. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A script that hands data to the page's code by assigning it: `window.__NUXT__ = (function (a, b) { return {...} }
 * ("x", true))` (Nuxt 2), `window.__INITIAL_STATE__ = {...}`, `var partners = [...]`. The name assigned, and where the
 * value starts.
 */
const ASSIGNMENT = /^\s*(?:(?:window|self|globalThis)\.([A-Za-z_$][\w$]*)|(?:var|let|const)\s+([A-Za-z_$][\w$]*))\s*=\s*/;

/**
 * The value a data script assigns, read as JavaScript but never run: object and array literals, strings, numbers,
 * `!0`, `void 0`, and the function Nuxt 2 wraps its payload in (its parameters bound to the literal arguments it is
 * called with, its body a single `return`). Anything else in the value (a call, an operator, a variable it does not
 * know) reads as null. At most `maxNodes` values and `maxDepth` levels are read. Undefined when the script is not
 * such an assignment or does not parse.
 */
export function assignedData(text: string, limits: { maxNodes: number; maxDepth: number }): { name: string; value: Json } | undefined {
  const assignment = ASSIGNMENT.exec(text);
  if (!assignment) return undefined;
  const name = (assignment[1] ?? assignment[2])!;
  const json = asJson(text.slice(assignment[0].length));
  if (json !== undefined) return { name, value: json };
  if (text.length > MAX_LITERAL_CHARS) return undefined;
  let node: Expression;
  try {
    node = parseExpressionAt(text, assignment[0].length, { ecmaVersion: 'latest' });
  } catch {
    return undefined;
  }
  const read = new LiteralReader(limits.maxNodes, limits.maxDepth);
  return { name, value: read.value(node, NO_BINDINGS, 0) };
}

/**
 * Scripts read as JavaScript up to this size. Parsing a literal with acorn took 60-70 ms a megabyte against 3 ms for
 * JSON.parse (a 677 kB object literal, .scratch measurement in docs/benchmarks-notes.md, 2026-12-01): a value that
 * is JSON is read as JSON whatever its size, and only smaller scripts are parsed as JavaScript.
 */
const MAX_LITERAL_CHARS = 512 * 1024;

/** The assigned value when it is JSON (`window.__STATE__ = {"a": 1};`), else undefined. */
function asJson(value: string): Json | undefined {
  const first = value[0];
  if (first !== '{' && first !== '[') return undefined;
  const end = value.trimEnd();
  try {
    return JSON.parse(end.endsWith(';') ? end.slice(0, -1) : end) as Json;
  } catch {
    return undefined;
  }
}

const NO_BINDINGS: ReadonlyMap<string, Json> = new Map();
const GLOBALS: ReadonlyMap<string, Json> = new Map([
  ['undefined', null],
  ['NaN', null],
  ['Infinity', null],
]);

class LiteralReader {
  constructor(
    private budget: number,
    private readonly maxDepth: number,
  ) {}

  value(node: Expression | SpreadElement | Pattern | null, bindings: ReadonlyMap<string, Json>, depth: number): Json {
    if (node === null || --this.budget < 0 || depth > this.maxDepth) return null;
    switch (node.type) {
      case 'Literal': {
        const v = node.value;
        return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
      }
      case 'TemplateLiteral':
        return node.expressions.length === 0 ? (node.quasis[0]?.value.cooked ?? null) : null;
      case 'Identifier':
        return bindings.get(node.name) ?? GLOBALS.get(node.name) ?? null;
      case 'UnaryExpression': {
        if (node.operator === 'void') return null;
        const v = this.value(node.argument, bindings, depth + 1);
        if (node.operator === '!') return !v;
        if (node.operator === '-') return typeof v === 'number' ? -v : null;
        return node.operator === '+' && typeof v === 'number' ? v : null;
      }
      case 'ArrayExpression':
        return node.elements.map((e) => (e === null || e.type === 'SpreadElement' ? null : this.value(e, bindings, depth + 1)));
      case 'ObjectExpression': {
        const out: { [key: string]: Json } = {};
        for (const p of node.properties) {
          if (p.type !== 'Property' || p.computed || p.kind !== 'init') continue;
          const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : null;
          if (key !== null) out[key] = this.value(p.value, bindings, depth + 1);
        }
        return out;
      }
      case 'CallExpression':
        return this.call(node.callee, node.arguments, bindings, depth);
      default:
        return null;
    }
  }

  /** `(function (a, b) { return <value> })(x, y)` or the same with an arrow function: the value, a and b bound. */
  private call(callee: Node, args: (Expression | SpreadElement)[], bindings: ReadonlyMap<string, Json>, depth: number): Json {
    if (callee.type !== 'FunctionExpression' && callee.type !== 'ArrowFunctionExpression') return null;
    const fn = callee as Extract<Expression, { type: 'FunctionExpression' | 'ArrowFunctionExpression' }>;
    let body: Expression | null | undefined;
    if (fn.body.type === 'BlockStatement') {
      const last = fn.body.body.at(-1);
      body = fn.body.body.length === 1 && last?.type === 'ReturnStatement' ? last.argument : undefined;
    } else body = fn.body;
    if (!body) return null;
    const inner = new Map(bindings);
    fn.params.forEach((p, i) => {
      if (p.type === 'Identifier') inner.set(p.name, this.value(args[i] ?? null, bindings, depth + 1));
    });
    return this.value(body, inner, depth + 1);
  }
}
