/** Plain-text tables for the terminal; Chinese characters count as two columns. */
import { displayWidth, padCell, type Align } from '../textWidth';

export { displayWidth, type Align };

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
      .map((width, column) => padCell(cell(row, column), width, align[column] ?? 'left'))
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
