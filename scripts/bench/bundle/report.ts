/**
 * Sizes per package and module of one chunk, and their text tables. Pure: the
 * compressor is passed in.
 */
import { codeBySource, displayName, packageOf, type RawSourceMap } from './sourceMap';

export interface SizeRow {
  name: string;
  /** Minified bytes. */
  raw: number;
  /** Bytes of that code compressed on its own (an upper bound of its share of the chunk's gzip). */
  gzip: number;
}

export interface ChunkSizes {
  file: string;
  raw: number;
  gzip: number;
  packages: SizeRow[];
  modules: SizeRow[];
}

export type Compress = (text: string) => number;

const byGzipThenName = (a: SizeRow, b: SizeRow): number => b.gzip - a.gzip || a.name.localeCompare(b.name);

/** Splits a chunk's code among its modules and packages, largest compressed first. */
export function chunkSizes(file: string, code: string, map: RawSourceMap, compress: Compress): ChunkSizes {
  const bySource = codeBySource(code, map);
  const packageCode = new Map<string, string[]>();
  const modules: SizeRow[] = [];
  for (const [source, text] of bySource) {
    modules.push({ name: displayName(source), raw: Buffer.byteLength(text), gzip: compress(text) });
    const name = packageOf(source);
    packageCode.set(name, [...(packageCode.get(name) ?? []), text]);
  }
  const packages = [...packageCode].map(([name, texts]) => {
    const text = texts.join('');
    return { name, raw: Buffer.byteLength(text), gzip: compress(text) };
  });
  return {
    file,
    raw: Buffer.byteLength(code),
    gzip: compress(code),
    packages: packages.sort(byGzipThenName),
    modules: modules.sort(byGzipThenName),
  };
}

/** `1234` → `1.2 KB` (1 KB = 1024 bytes, the unit of `npm run bench` and of the page budgets). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A fixed-width table of the first `top` rows, with each row's share of `totalRaw`. */
export function formatRows(rows: readonly SizeRow[], top: number, totalRaw: number): string {
  const shown = rows.slice(0, top);
  const nameWidth = Math.max(4, ...shown.map((row) => row.name.length));
  const header = `${'name'.padEnd(nameWidth)}  ${'gzip'.padStart(9)}  ${'raw'.padStart(9)}  share`;
  const lines = shown.map((row) => {
    const share = totalRaw === 0 ? 0 : (100 * row.raw) / totalRaw;
    return `${row.name.padEnd(nameWidth)}  ${formatKb(row.gzip).padStart(9)}  ${formatKb(row.raw).padStart(9)}  ${share.toFixed(1).padStart(5)}%`;
  });
  const rest = rows.length - shown.length;
  if (rest > 0) lines.push(`… ${rest} more`);
  return [header, ...lines].join('\n');
}

/** Script URLs a built HTML page loads itself (`<script src=…>`), in order. */
export function pageScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*?\bsrc=("([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi)) {
    const src = match[2] ?? match[3] ?? match[4];
    if (src) scripts.push(src);
  }
  return scripts;
}
