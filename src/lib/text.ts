/** What makes a text unfit to store: a NUL character, or a lone surrogate (text that is not well-formed UTF-16). */
export type TextFault = 'nul' | 'lone_surrogate';

/** What each fault means for the field holding it, as the HTTP API's validation and the import's rejections say it. */
export const TEXT_FAULT_MESSAGE: Readonly<Record<TextFault, string>> = {
  nul: 'must not contain a NUL character',
  lone_surrogate: 'must be well-formed Unicode (it holds a lone surrogate)',
};

/**
 * Where the first text PostgreSQL cannot take as sent sits in a value: a JSON pointer to the string holding it (or
 * to the object key holding it), with what is wrong, or undefined when there is none. PostgreSQL's text types
 * cannot hold a NUL (U+0000). A lone surrogate (JSON allows the escape "\udfff") is not Unicode: as a text parameter
 * the driver writes U+FFFD in its place, and inside JSON for a jsonb column PostgreSQL refuses it. Walks arrays and
 * plain objects, as parsed JSON and parsed query strings are, depth first and in order. The walk keeps its own stack:
 * a body of any depth (JSON nested 10,000 deep is valid JSON, and a route may take any JSON) cannot overflow the call
 * stack.
 */
export function findUnstorableText(value: unknown, path = ''): { path: string; fault: TextFault } | undefined {
  // Almost every input is clean: a walk that builds no pointers says so (an import line about 1 us instead of 5.5), and
  // only a value that holds a fault is walked again for where it is.
  if (!holdsUnstorableText(value)) return undefined;
  // Each entry: a value, its pointer, and what is wrong with the object key it sits under (reported first).
  const stack: [unknown, string, TextFault | undefined][] = [[value, path, undefined]];
  while (stack.length > 0) {
    const [item, at, badKey] = stack.pop()!;
    if (badKey) return { path: at, fault: badKey };
    if (typeof item === 'string') {
      const fault = textFault(item);
      if (fault) return { path: at, fault };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const children: [unknown, string, TextFault | undefined][] = Array.isArray(item)
      ? item.map((v, i) => [v, `${at}/${i}`, undefined])
      : Object.entries(item).map(([key, v]) => [v, `${at}/${escapePointer(key)}`, textFault(key)]);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return undefined;
}

/** Whether any string or object key in `value` holds a NUL or a lone surrogate (findUnstorableText's first pass). */
function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object') return false;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const values: unknown[] = Array.isArray(item) ? item : Object.values(item);
    if (!Array.isArray(item)) for (const key of Object.keys(item)) if (UNSTORABLE.test(key)) return true;
    for (const v of values) {
      if (typeof v === 'string') {
        if (UNSTORABLE.test(v)) return true;
      } else if (v !== null && typeof v === 'object') stack.push(v);
    }
  }
  return false;
}

function textFault(text: string): TextFault | undefined {
  if (text.includes('\0')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'lone_surrogate' : undefined;
}

/**
 * `value` with what PostgreSQL cannot store in its strings replaced by U+FFFD: NUL characters (as the HTML standard
 * replaces them in a page's text) and lone surrogates (as a decoder replaces bytes that are not UTF-8;
 * String.prototype.toWellFormed, which Node 20's TypeScript target does not declare). Walks arrays and plain
 * objects; anything else (a Date) is kept as it is. What needs no change is returned as it was, not copied. For text
 * gathered from the web (a page may hold NUL bytes; its embedded JSON may escape "\udfff"; a length cap may cut a
 * surrogate pair in half), which is kept rather than refused.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return (UNSTORABLE.test(value) ? value.replace(UNSTORABLES, '\ufffd') : value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item, i) => {
      const fixed = storable(item);
      if (fixed !== item) (out ??= [...value])[i] = fixed;
    });
    return (out ?? value) as T;
  }
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(record)) {
    const fixed = storable(item);
    if (fixed !== item) (out ??= { ...record })[key] = fixed;
  }
  return (out ?? value) as T;
}

const UNSTORABLE = /\0|\p{Cs}/u;
const UNSTORABLES = /\0|\p{Cs}/gu;

/** With the u flag a surrogate pair reads as one code point, so only a surrogate standing alone is in category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** A JSON pointer segment (RFC 6901): ~ and / escaped. */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * A copy of a string that shares no memory with the text it was cut from. A parser's texts and attribute values
 * are slices of the page's whole text, and V8 keeps that whole text alive while any slice of it lives (slices of
 * 13 characters or more). A string kept past its page (a memo's key, a partner's name in a site's findings) goes
 * through here: before it did, the crawl's memos of 20,000 texts each kept the pages those texts came from (200
 * fixture sites' readings held 112 MB against 4 MB, and the crawl benchmark's threads ran out of heap).
 */
export function detached(text: string): string {
  // The concatenation is a new string; slice() flattens it before cutting, so the result refers to the copy only.
  return text.length < 13 ? text : (' ' + text).slice(1);
}

/**
 * `f`, with its answers remembered per text: for texts of at most 200 characters, up to 20,000 of them (then all
 * forgotten at once: a few megabytes at most). The keys are copies (detached), so that a text cut from a page keeps
 * no page alive. For pure functions of short texts that come back many times (the crawl's wording rules).
 */
export function rememberedByText<R>(f: (text: string) => R): (text: string) => R {
  const known = new Map<string, R>();
  return (text) => {
    if (text.length > MEMO_CHARS) return f(text);
    let answer = known.get(text);
    if (answer === undefined) {
      if (known.size >= MEMO_ENTRIES) known.clear();
      known.set(detached(text), (answer = f(text)));
    }
    return answer;
  };
}

const MEMO_CHARS = 200;
const MEMO_ENTRIES = 20_000;
