/**
 * Attributes the bytes of a generated (minified) script to the sources its
 * source map names. Pure: no file system, no compression.
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

/** Module path without the bundler's scheme and leading `./`, for display. */
export function displayName(source: string): string {
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\/)+/, '');
}
