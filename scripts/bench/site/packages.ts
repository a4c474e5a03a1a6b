/**
 * Which npm package (or project folder) the bytes of a built script come from, read from its
 * source map: the build writes hidden maps when BUNDLE_STATS=1 (plugins/bundle-stats,
 * `npm run build:stats`). Pure: the compressor is passed in.
 */

/** The fields of a version-3 source map this module reads. */
export interface RawSourceMap {
  version: number;
  sources: string[];
  mappings: string;
}

/** One mapping segment: generated column and, when mapped, the source index. */
export interface Segment {
  column: number;
  source?: number;
}

/** Label for generated code no source claims (runtime glue, wrappers). */
export const UNMAPPED = '[unmapped]';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment's base64 VLQ fields (relative values, as stored). */
export function decodeVlq(field: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of field) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`invalid base64 VLQ character ${JSON.stringify(char)}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  if (shift !== 0) throw new Error('truncated base64 VLQ field');
  return values;
}

/** Decodes `mappings` into absolute segments per generated line, sorted by column. */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    let column = 0;
    const segments: Segment[] = [];
    for (const field of line.split(',')) {
      if (field === '') continue;
      const [columnDelta = 0, sourceDelta, ...rest] = decodeVlq(field);
      column += columnDelta;
      if (sourceDelta === undefined) {
        segments.push({ column });
        continue;
      }
      source += sourceDelta;
      // Original line, column and name deltas do not change which source owns the bytes.
      void rest;
      segments.push({ column, source });
    }
    segments.sort((a, b) => a.column - b.column);
    lines.push(segments);
  }
  return lines;
}

/**
 * Splits the generated code among sources: each segment owns the text up to the
 * next segment on its line (or the line's end). Returns the owned text per source
 * name, so callers can count bytes or compress it.
 */
export function codeBySource(code: string, map: RawSourceMap): Map<string, string> {
  const parts = new Map<string, string[]>();
  const add = (name: string, text: string): void => {
    if (text === '') return;
    const list = parts.get(name);
    if (list) list.push(text);
    else parts.set(name, [text]);
  };
  const lines = decodeMappings(map.mappings);
  const codeLines = code.split('\n');
  codeLines.forEach((text, index) => {
    const segments = lines[index] ?? [];
    const ending = index < codeLines.length - 1 ? '\n' : '';
    let owner = UNMAPPED;
    let start = 0;
    for (const segment of segments) {
      add(owner, text.slice(start, segment.column));
      owner = segment.source === undefined ? UNMAPPED : (map.sources[segment.source] ?? UNMAPPED);
      start = segment.column;
    }
    add(owner, text.slice(start) + ending);
  });
  return new Map([...parts].map(([name, list]) => [name, list.join('')]));
}

/**
 * The package (or project folder) a source belongs to:
 * `webpack://site/./node_modules/@scope/pkg/x.js` → `@scope/pkg`,
 * `./src/theme/Foo/index.tsx` → `src/theme`, `./packages/docusaurus-theme-search-local-zh/src/a.ts` → `packages/docusaurus-theme-search-local-zh`.
 */
export function packageOf(source: string): string {
  if (source === UNMAPPED) return UNMAPPED;
  const path = displayName(source).replace(/^[a-z]+\|/, '');
  if (/(^|\/)\.docusaurus\//.test(path) && !path.includes('node_modules/')) return '.docusaurus';
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules !== -1) {
    const [first = '', second = ''] = path.slice(nodeModules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments[0] === 'src' || segments[0] === 'plugins' || segments[0] === 'packages')
    return segments.slice(0, 2).join('/');
  return segments[0] ?? path;
}

function displayName(source: string): string {
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\/)+/, '');
}

/** Bytes of one package's code in the scripts of a page. */
export interface PackageSize {
  name: string;
  /** Minified bytes. */
  raw: number;
  /** That code compressed on its own: an upper bound of its share of the scripts' gzip. */
  gzip: number;
}

/** Splits one script's code among packages, largest compressed first. */
export function packageSizes(
  code: string,
  map: RawSourceMap,
  compress: (text: string) => number,
): PackageSize[] {
  const byPackage = new Map<string, string>();
  for (const [source, text] of codeBySource(code, map)) {
    const name = packageOf(source);
    byPackage.set(name, (byPackage.get(name) ?? '') + text);
  }
  return sortSizes(
    [...byPackage].map(([name, text]) => ({ name, raw: Buffer.byteLength(text), gzip: compress(text) })),
  );
}

/** Adds up the sizes of each package over several scripts, largest compressed first. */
export function sumPackageSizes(lists: readonly (readonly PackageSize[])[]): PackageSize[] {
  const totals = new Map<string, PackageSize>();
  for (const size of lists.flat()) {
    const total = totals.get(size.name) ?? { name: size.name, raw: 0, gzip: 0 };
    totals.set(size.name, { name: size.name, raw: total.raw + size.raw, gzip: total.gzip + size.gzip });
  }
  return sortSizes([...totals.values()]);
}

function sortSizes(sizes: PackageSize[]): PackageSize[] {
  return sizes.sort((a, b) => b.gzip - a.gzip || a.name.localeCompare(b.name));
}
