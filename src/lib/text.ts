/**
 * Where the first NUL character (U+0000) sits in a value: a JSON pointer to the string holding it (or to the
 * object key holding it), or undefined when there is none. Walks arrays and plain objects, as parsed JSON and
 * parsed query strings are, depth first and in order. The walk keeps its own stack: a body of any depth (JSON
 * nested 10,000 deep is valid JSON, and a route may take any JSON) cannot overflow the call stack.
 */
export function findNul(value: unknown, path = ''): string | undefined {
  // Each entry: a value, its pointer, and whether the object key it sits under holds a NUL (reported first).
  const stack: [unknown, string, boolean][] = [[value, path, false]];
  while (stack.length > 0) {
    const [item, at, badKey] = stack.pop()!;
    if (badKey) return at;
    if (typeof item === 'string') {
      if (item.includes('\0')) return at;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const children: [unknown, string, boolean][] = Array.isArray(item)
      ? item.map((v, i) => [v, `${at}/${i}`, false])
      : Object.entries(item).map(([key, v]) => [v, `${at}/${escapePointer(key)}`, key.includes('\0')]);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return undefined;
}

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
