import fc from 'fast-check';
import { HOSTILE_BODIES, hostileJson } from './hostile.js';
import type { World } from './seed.js';
import { jsonText, type JsonLike } from './values.js';

/**
 * Values for `type`, the field that picks a record's schema: another record's type, or a name every JavaScript
 * object has (a lookup table keyed by type must not find `constructor`).
 */
const RETYPES: readonly JsonLike[] = [
  'company',
  'technology',
  'detection',
  'partnership',
  'related',
  '__proto__',
  'constructor',
  'toString',
  '',
];

type Mutation = 'keep' | 'replace' | 'drop' | 'proto' | 'retype';

/**
 * NDJSON bodies. The document gives no schema for a streamed body, so lines are the seeded fixture's own
 * import records (known to import) with one field replaced, dropped or retyped, arbitrary JSON documents, and
 * hostile lines (invalid UTF-8, truncated JSON, `__proto__` keys, a line over 1 MiB), joined with \n or \r\n.
 */
export function ndjsonBody(world: World): fc.Arbitrary<Buffer> {
  const templates = world.fixtures.flatMap((f) => f.records) as unknown as Record<string, JsonLike>[];
  const mutations = fc.constantFrom<Mutation>('keep', 'replace', 'drop', 'proto', 'retype');
  const record = fc
    .tuple(fc.constantFrom(...templates), fc.nat(), mutations, hostileJson, fc.constantFrom(...RETYPES))
    .map(([template, at, how, value, retype]) => {
      let entries = Object.entries(template);
      const index = at % entries.length;
      const key = entries[index]?.[0];
      if (how === 'replace') entries = entries.map(([k, v]) => [k, k === key ? value : v]);
      if (how === 'drop') entries = entries.filter(([k]) => k !== key);
      if (how === 'proto') entries.unshift(['__proto__', value]);
      if (how === 'retype') entries = entries.map(([k, v]) => [k, k === 'type' ? retype : v]);
      return jsonText(Object.fromEntries(entries));
    });
  const line: fc.Arbitrary<string | Buffer> = fc.oneof(
    { weight: 6, arbitrary: record },
    { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES) },
  );
  return fc.tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\r\n'), fc.boolean()).map(([lines, separator, trailing]) => {
    const parts: Buffer[] = [];
    lines.forEach((l, i) => parts.push(...(i > 0 ? [Buffer.from(separator)] : []), Buffer.from(l)));
    if (trailing) parts.push(Buffer.from(separator));
    return Buffer.concat(parts);
  });
}
