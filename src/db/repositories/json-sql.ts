/**
 * SQL that has PostgreSQL write response JSON itself, for pages of thousands of rows: the text goes to the client
 * as it comes, with no row objects in Node (parsing 10,000 rows and serializing them again cost more than the
 * queries). The text is what the response schema's serializer writes: compact, members in its order (required first),
 * timestamps as Date.prototype.toISOString gives them, absent values omitted.
 */

/** A timestamptz as toISOString writes it: UTC, milliseconds (truncated, as a Date from the driver is), Z. */
export const ISO_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A JSON object as compact text: `members` are SQL values (strings escaped by row_to_json, numbers as numbers),
 * in order; then `json` members, SQL expressions that give JSON text, each omitted when NULL.
 */
export function jsonObject(members: Record<string, string>, json: Record<string, string> = {}): string {
  const columns = Object.entries(members)
    .map(([name, sql]) => `${sql} AS "${name}"`)
    .join(', ');
  const object = `row_to_json((SELECT x FROM (SELECT ${columns}) x))::text`;
  const extra = Object.entries(json);
  if (extra.length === 0) return object;
  return `left(${object}, -1) || concat(${extra.map(([name, sql]) => `',"${name}":' || (${sql})`).join(', ')}) || '}'`;
}
