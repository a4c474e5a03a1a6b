/** Markdown tables for the benchmarks' reports: East Asian wide characters take two columns. */

export type Align = 'left' | 'right';

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

/** Columns a string takes in a monospace terminal. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += isWide(char.codePointAt(0)!) ? 2 : 1;
  return width;
}

function padCell(text: string, width: number, align: Align): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? fill + text : text + fill;
}

/** A Markdown table with columns padded to equal display width; `align` is per column, left by default. */
export function formatTable(
  headers: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  align: readonly Align[] = [],
): string {
  for (const row of rows) {
    if (row.length !== headers.length)
      throw new Error(`row has ${row.length} cells, table has ${headers.length} columns`);
  }
  const widths = headers.map((header, column) =>
    Math.max(3, displayWidth(header), ...rows.map((row) => displayWidth(row[column]!))),
  );
  const alignOf = (column: number): Align => align[column] ?? 'left';
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => padCell(cell, widths[column]!, alignOf(column))).join(' | ')} |`;
  const rule = `|${widths
    .map((width, column) =>
      alignOf(column) === 'right' ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2),
    )
    .join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}
