/**
 * CSV (RFC 4180) lines. A field with a comma, a quote or a line break is quoted, quotes doubled. A field that
 * starts like a spreadsheet formula (=, +, -, @, tab, carriage return) gets a leading apostrophe, as OWASP
 * advises for exports that people open in a spreadsheet: a company name cannot then run as a formula there.
 * The fullwidth ＝ ＋ － ＠ count too: Apple Numbers reads them as = + - @ (csv-stringify's escape_formulas
 * guards them for that reason, which its comparison in issue 19 brought to light).
 */
export function csvLine(fields: readonly (string | number)[]): string {
  return fields.map((f) => csvField(String(f))).join(',') + '\r\n';
}

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
