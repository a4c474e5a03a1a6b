/** Plain-text tables and number formats for the benchmark's console report (pure). */
import { displayWidth, padCell, type Align } from '../textWidth';

export { displayWidth, type Align };

/** A Markdown table with columns padded to equal display width (numbers usually right-aligned). */
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

/** Bytes in kB (1 kB = 1000 B), one decimal. */
export function formatBytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function formatMs(ms: number): string {
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}

/** ours / theirs as "0.25×"; "n/a" when the ratio is undefined. */
export function formatRatio(ours: number, theirs: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs) || theirs === 0) return 'n/a';
  return `${(ours / theirs).toFixed(2)}×`;
}

export function formatScore(value: number): string {
  return value.toFixed(3);
}
