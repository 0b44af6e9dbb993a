/**
 * The values generators produce, and how they are written into a URL or a JSON body. A plain JavaScript value
 * cannot hold everything the fuzzer must send (a number past 2^63, `1e400`, `-0`, a `__proto__` key, a bad
 * percent-encoding), so two wrappers carry text that is written exactly as it is.
 */

/** JSON text written verbatim into a body, e.g. `1e400` or `9223372036854775808`. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An already percent-encoded URL fragment written verbatim, e.g. `%ff` or a lone `%`. */
export class RawUrl {
  constructor(readonly encoded: string) {}
}

/**
 * A JSON value as the fuzzer sends it. Objects are built with Object.fromEntries, so a `__proto__` key is an
 * own property (and really appears in the text) instead of setting the prototype.
 */
export type JsonLike = null | boolean | number | string | RawJson | JsonLike[] | { [key: string]: JsonLike };

/** A parameter value: a JSON value (written as text) or a raw URL fragment. */
export type ParamValue = JsonLike | RawUrl;

/** JSON text for a value; RawJson pieces are written as they are, lone surrogates are escaped as JSON allows. */
export function jsonText(value: JsonLike): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  }
  // JSON.stringify writes -0 as 0 and NaN as null; both are the caller's choice to make with RawJson instead.
  return JSON.stringify(value);
}

/**
 * Percent-encodes text for a URL. encodeURIComponent throws on a lone surrogate; such a code unit is written as
 * its (invalid, CESU-style) UTF-8 bytes instead, which is exactly the kind of input the server must survive.
 */
export function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/**
 * The encoded forms of a parameter value in a URL: one per repetition. An array is the parameter given once per
 * item (the same query parameter twice); a number or boolean is its text; an object is its JSON text.
 */
export function encodeParam(value: ParamValue): string[] {
  if (value instanceof RawUrl) return [value.encoded];
  if (Array.isArray(value)) return value.length === 0 ? [''] : value.flatMap(encodeParam);
  return [encodeText(paramText(value))];
}

function paramText(value: Exclude<JsonLike, JsonLike[]>): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  return jsonText(value);
}

/** A short, readable rendering for failure messages: long strings are cut, control characters escaped. */
export function preview(value: string | Buffer, max = 300): string {
  const text = typeof value === 'string' ? value : bufferText(value);
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  return JSON.stringify(cut);
}

/** A body's bytes as text; invalid UTF-8 is shown byte by byte (\\xff) so the reproduction keeps it. */
function bufferText(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return [...buf].map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`)).join('');
  }
}
