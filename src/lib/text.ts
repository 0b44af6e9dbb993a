/**
 * Where the first NUL character (U+0000) sits in a value: a JSON pointer to the string holding it (or to the
 * object key holding it), or undefined when there is none. Walks arrays and plain objects, as parsed JSON and
 * parsed query strings are.
 */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}/${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${escapePointer(key)}`;
    if (key.includes('\0')) return at;
    const found = findNul(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A JSON pointer segment (RFC 6901): ~ and / escaped. */
export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
