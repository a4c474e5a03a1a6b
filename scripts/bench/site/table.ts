/** Plain-text tables for the terminal; Chinese characters count as two columns. */

export type Align = 'left' | 'right';

/** Columns a string takes in a monospace terminal: East Asian wide characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    width += isWide(code) ? 2 : 1;
  }
  return width;
}

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

function pad(text: string, width: number, align: Align): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? fill + text : text + fill;
}

/**
 * Formats rows under a header with a dashed rule. Columns are left-aligned unless `align`
 * says otherwise; short rows are padded with empty cells.
 */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const columns = Math.max(headers.length, ...rows.map((row) => row.length));
  const cell = (row: readonly string[], column: number) => row[column] ?? '';
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(displayWidth(cell(headers, column)), ...rows.map((row) => displayWidth(cell(row, column)))),
  );
  const line = (row: readonly string[]) =>
    widths
      .map((width, column) => pad(cell(row, column), width, align[column] ?? 'left'))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** `12345` → `12.1 KB` (1 KB = 1024 bytes). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** `1834.2` → `1.83 s`; values under a second stay in ms. */
export function formatMilliseconds(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
