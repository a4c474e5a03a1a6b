/**
 * What a page's first scripts hold, largest first, per chunk.
 *
 *   npm run build:stats      # source maps + .cache/bundle-stats/client-stats.json (plugins/bundle-stats)
 *   npm run bench:bundle -- [--build build] [--page /docs/x]… [--chunk 123.abc.js]… [--top 15]
 *                           [--stats .cache/bundle-stats/client-stats.json --why mermaid…] [--json]
 *
 * Without --page it reads the doc page the performance goal is measured on.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chunkSizes, formatKb, formatRows, pageScripts, type ChunkSizes } from './report';
import type { RawSourceMap } from './sourceMap';
import { chunkIdsForFile, flatModules, importChain, importersOf, type StatsJson } from './stats';

export const DEFAULT_PAGE = '/docs/JavaScript/核心概念/闭包';

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'build' },
    page: { type: 'string', multiple: true },
    chunk: { type: 'string', multiple: true },
    top: { type: 'string', default: '15' },
    stats: { type: 'string' },
    why: { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
  },
});

const buildDir = path.resolve(values.build);
const top = Number(values.top);
const gzipSize = (text: string): number => gzipSync(text, { level: 9 }).length;

function htmlFileFor(route: string): string {
  const local = route.replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(buildDir, `${local}.html`), path.join(buildDir, local, 'index.html')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`no built HTML for ${route} under ${buildDir}`);
  return found;
}

function scriptFile(src: string): string {
  return path.join(buildDir, src.replace(/^https?:\/\/[^/]+/, '').replace(/^\/+/, ''));
}

function analyseChunk(file: string): ChunkSizes {
  const code = readFileSync(file, 'utf8');
  const name = path.basename(file);
  if (!existsSync(`${file}.map`)) {
    return { file: name, raw: Buffer.byteLength(code), gzip: gzipSize(code), packages: [], modules: [] };
  }
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
  return chunkSizes(name, code, map, gzipSize);
}

const pages = values.page ?? [DEFAULT_PAGE];
const chunkFiles = new Set<string>();
for (const page of pages) {
  for (const src of pageScripts(readFileSync(htmlFileFor(page), 'utf8'))) {
    if (src.includes('/assets/js/')) chunkFiles.add(scriptFile(src));
  }
}
for (const chunk of values.chunk ?? [])
  chunkFiles.add(path.join(buildDir, 'assets', 'js', path.basename(chunk)));

const chunks = [...chunkFiles].map(analyseChunk);
const stats = values.stats ? (JSON.parse(readFileSync(values.stats, 'utf8')) as StatsJson) : undefined;

if (values.json) {
  console.log(JSON.stringify({ pages, chunks }, null, 2));
} else {
  console.log(`pages: ${pages.join(', ')}`);
  console.log(
    `total: ${formatKb(chunks.reduce((sum, c) => sum + c.gzip, 0))} gzip, ${formatKb(chunks.reduce((sum, c) => sum + c.raw, 0))} raw in ${chunks.length} chunk(s)\n`,
  );
  for (const chunk of chunks) {
    console.log(`== ${chunk.file}: ${formatKb(chunk.gzip)} gzip, ${formatKb(chunk.raw)} raw`);
    if (chunk.packages.length === 0) {
      console.log('(no source map: build with BUNDLE_STATS_DIR set)\n');
      continue;
    }
    console.log(`-- packages\n${formatRows(chunk.packages, top, chunk.raw)}`);
    console.log(`-- modules\n${formatRows(chunk.modules, top, chunk.raw)}\n`);
  }
}

if (stats && values.why) {
  const modules = flatModules(stats);
  const wanted = new Set(chunks.flatMap((chunk) => [...chunkIdsForFile(stats, chunk.file)]));
  for (const needle of values.why) {
    const matches = modules.filter(
      (module) => module.name?.includes(needle) && (module.chunks ?? []).some((id) => wanted.has(String(id))),
    );
    console.log(`== why: ${needle} (${matches.length} module(s) in these chunks)`);
    for (const module of matches.slice(0, top)) {
      const importers = importersOf(module)
        .map(({ importer, request }) => `${importer} (${request})`)
        .slice(0, 5);
      console.log(`${module.name}\n  imported by: ${importers.join('; ')}`);
      console.log(`  chain: ${importChain(modules, module.name ?? '').join(' → ')}`);
    }
  }
}
