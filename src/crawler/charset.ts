import type { Accept } from './types.js';

/**
 * Decodes a body to text the way a browser would pick its encoding (WHATWG HTML "encoding sniffing", in short):
 *
 * 1. a byte order mark: it is in the bytes themselves, so it wins over a header, which is often a server
 *    default (Apache's old `charset=iso-8859-1`) that nobody set for this file;
 * 2. the Content-Type header's `charset`;
 * 3. for HTML, `<meta charset>` or `<meta http-equiv="content-type" content="...; charset=...">` in the first
 *    1024 bytes; for XML, the `<?xml ... encoding="..."?>` declaration;
 * 4. UTF-8.
 *
 * Labels go through TextDecoder, which implements the WHATWG Encoding standard's label table (with full ICU):
 * `iso-8859-1`, `latin1` and `us-ascii` mean windows-1252, `sjis` means Shift_JIS, and so on. An unknown label
 * is skipped, as a browser skips it. Bytes that do not decode become U+FFFD rather than failing the page.
 */
export function decodeBody(bytes: Uint8Array, contentType: string, accept: Accept): { text: string; encoding: string } {
  const decoder = fromBom(bytes) ?? decoderFor(headerCharset(contentType)) ?? decoderFor(declaredCharset(bytes, accept)) ?? utf8();
  const text = decoder.encoding === 'windows-1252' ? decodeWindows1252(bytes) : decoder.decode(bytes);
  return { text, encoding: decoder.encoding };
}

/**
 * windows-1252 by hand: since 20.18.3, Node's TextDecoder decodes it as ISO-8859-1 (a "fast path" that
 * leaves 0x80-0x9F as C1 controls: nodejs/node#60888), so a legacy page's curly quotes, dashes and euro signs
 * would come out as invisible control characters. This is the Encoding standard's index for those 32 bytes;
 * the other 224 are ISO-8859-1's.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80] ?? c);
}

const WINDOWS_1252_C1 = Array.from(
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
    '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178',
);

/** How far into the body a declaration is looked for: the HTML standard's prescan length. */
const PRESCAN_BYTES = 1024;

function fromBom(bytes: Uint8Array): TextDecoder | null {
  // TextDecoder removes the BOM itself when it matches the encoding.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return utf8();
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le');
  return null;
}

/** The `charset` parameter of a Content-Type header value, if any. */
export function headerCharset(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function declaredCharset(bytes: Uint8Array, accept: Accept): string | null {
  if (accept === 'text') return null;
  // latin1 maps each byte to one character, so offsets and ASCII markup survive whatever the encoding is.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, PRESCAN_BYTES)).toString('latin1');
  if (accept === 'xml') return /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1] ?? null;
  const markup = head.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  for (const tag of markup.match(/<meta\b[^>]*>/gi) ?? []) {
    const label = /\bcharset\s*=\s*["']?\s*([^\s"'/>;]+)/i.exec(tag)?.[1];
    if (!label) continue;
    // The HTML standard's fixes for a declaration found in the page: a page that could read its own ASCII
    // markup cannot be UTF-16, and x-user-defined means windows-1252.
    const lower = label.toLowerCase();
    if (lower.startsWith('utf-16')) return 'utf-8';
    if (lower === 'x-user-defined') return 'windows-1252';
    if (decoderFor(label)) return label;
  }
  return null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim());
  } catch {
    return null; // not a label the Encoding standard knows: look further
  }
}

function utf8(): TextDecoder {
  return new TextDecoder('utf-8');
}
