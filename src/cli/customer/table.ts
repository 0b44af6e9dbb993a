/**
 * A plain text table for a terminal: a header row, columns padded to their widest cell, each cell cut at
 * `maxWidth` characters with an ellipsis so that one long value does not wrap every row.
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], maxWidth = 48): string {
  const cut = (s: string) => (s.length > maxWidth ? `${s.slice(0, maxWidth - 1)}…` : s);
  const cells = [header, ...rows].map((row) => row.map((cell) => cut(cell.replace(/\s+/g, ' '))));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return (
    cells
      .map((row) =>
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}
