import fc from 'fast-check';
import { RawJson, RawUrl, type JsonLike, type ParamValue } from './values.js';

/**
 * The hostile corpus: inputs that have broken services like this one before. Each list is plain data, so a
 * value found to break something can be added here and stays in every later run.
 */

/** Text that reaches parsers, normalizers, SQL and logs. Used wherever a string is sent. */
export const HOSTILE_STRINGS: readonly string[] = [
  // Control characters: PostgreSQL text cannot hold NUL; others break logs and headers.
  '\u0000',
  'acme\u0000.com',
  '\u0001\u0008\u001b[31m\u007f',
  'a\r\nSet-Cookie: x=1',
  '\t',
  '\uFEFFacme.com',
  // Lone surrogates: valid in a JavaScript string, invalid UTF-8 once encoded.
  '\uD800',
  'acme\uDFFF.com',
  // Bidirectional marks, emoji and combining characters: lengths in bytes, code units and code points differ.
  '\u202Emoc.emca',
  '\u200Facme.com\u200E',
  '😀',
  '👨‍👩‍👧‍👦.com',
  'e\u0301e\u0301',
  'bücher.de',
  'пример.рф',
  // Punycode, valid and broken.
  'xn--80ak6aa92e.com',
  'xn--',
  'xn--a.com',
  'xn--zz-.com',
  // Lengths: far past every limit, and many labels.
  'a'.repeat(10_000),
  `${'a.'.repeat(200)}com`,
  '.'.repeat(300),
  // Numbers as text: past int4 and int8, floats and exponents where integers go.
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  `1${'0'.repeat(400)}`,
  '1.5',
  '1e3',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '+1',
  '',
  // Injection of every kind.
  "' OR 1=1 --",
  "%'; DROP TABLE companies; --",
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '%',
  '_',
  '\\',
  '"',
  "'",
  '*',
  // Words that are special to JavaScript objects and to the API.
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  // Domain-shaped oddities.
  'localhost',
  '127.0.0.1',
  '[::1]',
  'http://user:pass@acme.com:99999/p?q=1#f',
  'a..com',
  '-a.com',
  'a-.com',
  '.com',
  'com.',
  'EXAMPLE.COM.',
  'www.',
  'https://',
  'mailto:x@y.z',
  'a b.com',
  // Dates that are not.
  '2024-02-30',
  '2024-13-01',
  '0000-00-00',
  '+275760-09-13',
];

/** JSON values a body must survive where the schema asks for something else. */
export const HOSTILE_JSON: readonly JsonLike[] = [
  ...HOSTILE_STRINGS.map((s) => s as JsonLike),
  null,
  true,
  0,
  -1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 31,
  [],
  ['a'],
  [[[]]],
  {},
  { a: 1 },
  Object.fromEntries([['__proto__', { polluted: true }]]) as JsonLike,
  Object.fromEntries([['constructor', { prototype: { polluted: true } }]]) as JsonLike,
  new RawJson('9223372036854775808'),
  new RawJson('-9223372036854775809'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1e-400'),
  new RawJson('-0'),
  new RawJson('1.5'),
  new RawJson('1e3'),
  new RawJson('1.0'),
  new RawJson(`${'['.repeat(5000)}${']'.repeat(5000)}`),
  new RawJson('{"a":1,"a":2}'),
  new RawJson('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
];

/**
 * URL fragments written as they are: bad percent-encodings (%ff is not UTF-8, %C0%80 is an overlong NUL),
 * a lone %, an encoded slash, NUL. No dot segments (`..`, `%2e%2e`): the client's URL parser resolves them
 * before the request exists, so they would reach another route (see `reachesRoute`), never the server.
 */
export const HOSTILE_URL: readonly RawUrl[] = [
  '%ff',
  '%C0%80',
  '%',
  '%%',
  '%zz',
  'a%2',
  '%00',
  '%2F',
  'a%2Fb',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE',
  '%ED%A0%80',
  '%F0%9F%98',
].map((s) => new RawUrl(s));

/**
 * Whole fragments appended to a query string: the URL fragments above as name and value, and names that every
 * JavaScript object has, which a query parser that builds a plain object turns into a prototype change.
 */
export const HOSTILE_QUERY: readonly string[] = [
  ...HOSTILE_URL.map((r) => `${r.encoded}=${r.encoded}`),
  '__proto__=1',
  '__proto__%5Badmin%5D=1',
  'constructor=x',
  'toString=x',
  'hasOwnProperty=x',
  '=',
  '&&',
  'a=1=2',
];

/** A hostile value for a URL position: a hostile string (percent-encoded), a raw fragment, or JSON-ish text. */
export const hostileParam: fc.Arbitrary<ParamValue> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_URL) },
  { weight: 1, arbitrary: fc.constantFrom<ParamValue>(new RawJson('1e400'), [], ['a', 'b'], { a: 1 }) },
);

/** A hostile value for a JSON body position. */
export const hostileJson: fc.Arbitrary<JsonLike> = fc.constantFrom(...HOSTILE_JSON);

/**
 * Whole bodies sent instead of a well-formed document: invalid UTF-8 inside a string, an overlong NUL, truncated
 * text, a byte-order mark, other documents, and one just over the 1 MiB body limit.
 */
export const HOSTILE_BODIES: readonly (string | Buffer)[] = [
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), // {"a":"\xff\xfe"}
  Buffer.from([0x7b, 0x22, 0xc0, 0x80, 0x22, 0x3a, 0x31, 0x7d]), // {"\xC0\x80":1}
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), // BOM + {}
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), // UTF-16LE {}
  '',
  ' ',
  '{',
  '{"a":',
  'null',
  'true',
  '[]',
  '"text"',
  '0',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `{"a":"${'x'.repeat((1 << 20) + 16)}"}`,
];
