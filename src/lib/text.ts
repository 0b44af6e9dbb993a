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
