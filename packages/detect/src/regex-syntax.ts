/**
 * A small parser of JavaScript regular-expression source (non-unicode mode, with the web-compatibility rules of
 * Annex B), enough to reason about a pattern without running it: which literal text every match must contain
 * (regex-literals.ts) and whether unbounded quantifiers nest (a backtracking hazard). The source is first
 * compiled by `new RegExp`, so this parser only ever sees valid patterns and is lenient where they are not.
 */

export type RegexNode =
  /** one character: the small exact set it can be (lowercased), or null when it can be many; its source text */
  | { kind: 'chars'; chars: string[] | null; source: string }
  | { kind: 'seq'; items: RegexNode[] }
  | { kind: 'alt'; alts: RegexNode[] }
  /** a group; lookarounds match no text */
  | { kind: 'group'; body: RegexNode; look: 'none' | 'ahead' | 'behind'; negative: boolean }
  /** ^ $ \b \B */
  | { kind: 'assert' }
  | { kind: 'backref' }
  | { kind: 'repeat'; body: RegexNode; min: number; max: number };

/** Character classes with more members than this are "many" (no exact set). */
const MAX_CLASS_CHARS = 4;

export function parseRegex(source: string): RegexNode {
  const parser = new Parser(source);
  const node = parser.alternation();
  return node;
}

class Parser {
  private i = 0;
  private readonly groupCount: number;
  private readonly hasNamedGroups: boolean;

  constructor(private readonly s: string) {
    this.groupCount = countCapturingGroups(s);
    this.hasNamedGroups = /\(\?<[A-Za-z_$]/.test(s);
  }

  alternation(): RegexNode {
    const alts = [this.sequence()];
    while (this.s[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    return alts.length === 1 ? alts[0]! : { kind: 'alt', alts };
  }

  private sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') {
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return items.length === 1 ? items[0]! : { kind: 'seq', items };
  }

  private quantified(atom: RegexNode): RegexNode {
    const c = this.s[this.i];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      this.i++;
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.s.slice(this.i));
      if (!m) return atom; // Annex B: a brace that is no quantifier is a literal, read by the next atom
      this.i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity;
    } else {
      return atom;
    }
    if (this.s[this.i] === '?') this.i++; // lazy: the same set of matches
    return { kind: 'repeat', body: atom, min, max };
  }

  private atom(): RegexNode {
    const start = this.i;
    const c = this.s[this.i++]!;
    switch (c) {
      case '^':
      case '$':
        return { kind: 'assert' };
      case '.':
        return { kind: 'chars', chars: null, source: '.' };
      case '(':
        return this.group();
      case '[': {
        const chars = this.characterClass();
        return { kind: 'chars', chars, source: this.s.slice(start, this.i) };
      }
      case '\\': {
        const node = this.escape();
        return node.kind === 'chars' ? { ...node, source: this.s.slice(start, this.i) } : node;
      }
      default:
        return literal(c);
    }
  }

  private group(): RegexNode {
    let look: 'none' | 'ahead' | 'behind' = 'none';
    let negative = false;
    if (this.s.startsWith('?:', this.i)) this.i += 2;
    else if (this.s.startsWith('?=', this.i) || this.s.startsWith('?!', this.i)) {
      look = 'ahead';
      negative = this.s[this.i + 1] === '!';
      this.i += 2;
    } else if (this.s.startsWith('?<=', this.i) || this.s.startsWith('?<!', this.i)) {
      look = 'behind';
      negative = this.s[this.i + 2] === '!';
      this.i += 3;
    } else if (this.s.startsWith('?<', this.i)) {
      const end = this.s.indexOf('>', this.i);
      this.i = end < 0 ? this.s.length : end + 1;
    }
    const body = this.alternation();
    if (this.s[this.i] === ')') this.i++;
    return { kind: 'group', body, look, negative };
  }

  /** The members of a class (after its '['), or null when it has many. */
  private characterClass(): string[] | null {
    let negated = false;
    if (this.s[this.i] === '^') {
      negated = true;
      this.i++;
    }
    const members = new Set<string>();
    let many = negated;
    while (this.i < this.s.length && this.s[this.i] !== ']') {
      let code: number | null;
      const c = this.s[this.i++]!;
      if (c === '\\') {
        const e = this.classEscape();
        code = e;
        if (e === null) many = true;
      } else {
        code = c.charCodeAt(0);
      }
      // a range a-z
      if (code !== null && this.s[this.i] === '-' && this.s[this.i + 1] !== undefined && this.s[this.i + 1] !== ']') {
        this.i++;
        const d = this.s[this.i++]!;
        const hi = d === '\\' ? this.classEscape() : d.charCodeAt(0);
        if (hi === null || hi - code >= MAX_CLASS_CHARS * 2) many = true;
        else for (let k = code; k <= hi; k++) members.add(fold(String.fromCharCode(k)));
        continue;
      }
      if (code !== null) members.add(fold(String.fromCharCode(code)));
    }
    if (this.s[this.i] === ']') this.i++;
    if (many || members.size === 0 || members.size > MAX_CLASS_CHARS) return null;
    return [...members];
  }

  /** An escape inside a class: its character code, or null for a class escape such as \d. */
  private classEscape(): number | null {
    const c = this.s[this.i++];
    if (c === undefined) return null;
    if ('dDwWsS'.includes(c)) return null;
    if (c === 'b') return 8; // backspace inside a class
    return this.characterEscape(c);
  }

  private escape(): RegexNode {
    const c = this.s[this.i++];
    if (c === undefined) return literal('\\');
    if ('dDwWsS'.includes(c)) return { kind: 'chars', chars: null, source: '' };
    if (c === 'b' || c === 'B') return { kind: 'assert' };
    if (c >= '1' && c <= '9') {
      const m = /^\d*/.exec(this.s.slice(this.i))![0];
      if (Number(c + m) <= this.groupCount) {
        this.i += m.length;
        return { kind: 'backref' };
      }
      return { kind: 'chars', chars: null, source: '' }; // Annex B: an octal escape or a literal digit
    }
    if (c === 'k' && this.hasNamedGroups) {
      const end = this.s.indexOf('>', this.i);
      this.i = end < 0 ? this.s.length : end + 1;
      return { kind: 'backref' };
    }
    const code = this.characterEscape(c);
    return code === null ? { kind: 'chars', chars: null, source: '' } : literal(String.fromCharCode(code));
  }

  /** The character an escape stands for (after its backslash and letter were read). */
  private characterEscape(c: string): number | null {
    switch (c) {
      case 'n':
        return 10;
      case 'r':
        return 13;
      case 't':
        return 9;
      case 'f':
        return 12;
      case 'v':
        return 11;
      case '0':
        return 0;
      case 'c': {
        const x = this.s[this.i];
        if (x !== undefined && /[A-Za-z]/.test(x)) {
          this.i++;
          return x.charCodeAt(0) % 32;
        }
        return '\\'.charCodeAt(0);
      }
      case 'x':
      case 'u': {
        const digits = c === 'x' ? 2 : 4;
        const hex = this.s.slice(this.i, this.i + digits);
        if (hex.length === digits && /^[0-9a-fA-F]+$/.test(hex)) {
          this.i += digits;
          return parseInt(hex, 16);
        }
        return c.charCodeAt(0);
      }
      default:
        return c.charCodeAt(0); // identity escape: \. \/ \- ...
    }
  }
}

function literal(c: string): RegexNode {
  return { kind: 'chars', chars: [fold(c)], source: c.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&') };
}

/** Case folding as the `i` flag does it for the characters we index (ASCII letters). */
function fold(c: string): string {
  return c.toLowerCase();
}

function countCapturingGroups(s: string): number {
  let n = 0;
  let inClass = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(' && (s[i + 1] !== '?' || (s[i + 2] === '<' && s[i + 3] !== '=' && s[i + 3] !== '!'))) n++;
  }
  return n;
}

/**
 * Whether an unbounded quantifier sits inside another one with nothing forcing progress between them, as in
 * `(a+)+`, `(\w*\s?)*` or `(?:.*?,)*`: on a long input that does not match, a backtracking engine can try
 * exponentially many ways to split it. A nested repeat is harmless when every round of the outer one must read
 * a literal character that the inner repeats cannot match (`(?:\.\d+)+`, `(?:[a-z]+\.)+`): the rounds then split
 * the input one way only.
 */
export function hasNestedUnboundedRepeat(node: RegexNode): boolean {
  return walk(node, false);

  function walk(n: RegexNode, insideUnbounded: boolean): boolean {
    switch (n.kind) {
      case 'seq':
        return n.items.some((x) => walk(x, insideUnbounded));
      case 'alt':
        return n.alts.some((x) => walk(x, insideUnbounded));
      case 'group':
        return walk(n.body, insideUnbounded);
      case 'repeat': {
        const unbounded = isUnbounded(n);
        if (unbounded && insideUnbounded) return true;
        if (unbounded && separated(n.body)) return false;
        return walk(n.body, insideUnbounded || unbounded);
      }
      default:
        return false;
    }
  }
}

function isUnbounded(n: RegexNode): boolean {
  return n.kind === 'repeat' && (n.max === Infinity || n.max > 16);
}

/** Whether a repeat's body has a mandatory literal character that none of its unbounded repeats can match. */
function separated(body: RegexNode): boolean {
  let inner = body;
  while (inner.kind === 'group' && inner.look === 'none') inner = inner.body;
  const items = inner.kind === 'seq' ? inner.items : [inner];
  const separators = items.filter((x): x is Extract<RegexNode, { kind: 'chars' }> => x.kind === 'chars' && x.chars !== null);
  if (separators.length === 0) return false;
  const repeats: RegexNode[] = [];
  collectUnbounded(inner, repeats);
  return separators.some((sep) => repeats.every((r) => r.kind === 'repeat' && !canMatchAny(r.body, sep.chars!)));
}

function collectUnbounded(n: RegexNode, out: RegexNode[]): void {
  if (n.kind === 'repeat') {
    if (isUnbounded(n)) out.push(n);
    collectUnbounded(n.body, out);
  } else if (n.kind === 'seq') n.items.forEach((x) => collectUnbounded(x, out));
  else if (n.kind === 'alt') n.alts.forEach((x) => collectUnbounded(x, out));
  else if (n.kind === 'group') collectUnbounded(n.body, out);
}

/** Whether a node could match one of the given characters (conservative: unknown means yes). */
function canMatchAny(node: RegexNode, chars: string[]): boolean {
  if (node.kind === 'group') return canMatchAny(node.body, chars);
  if (node.kind === 'alt') return node.alts.some((x) => canMatchAny(x, chars));
  if (node.kind === 'seq') return node.items.some((x) => canMatchAny(x, chars));
  if (node.kind === 'repeat') return canMatchAny(node.body, chars);
  if (node.kind !== 'chars') return false;
  if (node.chars !== null) return node.chars.some((c) => chars.includes(c));
  try {
    const re = new RegExp(`^(?:${node.source})$`, 'i');
    return chars.some((c) => re.test(c));
  } catch {
    return true;
  }
}
