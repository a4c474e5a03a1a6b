/**
 * Checks the search indexer's trimmed parse (code blocks emptied, sidebar cut) against parsing
 * each whole page: both must give the same records for every HTML file of a build.
 * Usage: node --import tsx scripts/check-search-extraction.ts [buildDir=build]
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import {
  extractPage,
  extractPageFromFullHtml,
} from '../packages/docusaurus-theme-search-local-zh/src/node/extract';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const names = (await readdir(buildDir, { recursive: true })).filter((name) => name.endsWith('.html')).sort();
const pages = await Promise.all(names.map((name) => readFile(path.join(buildDir, name), 'utf8')));

function timed<T>(run: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}

const whole = timed(() => pages.map(extractPageFromFullHtml));
const trimmed = timed(() => pages.map(extractPage));
const differing = names.filter((_, i) => !isDeepStrictEqual(whole.result[i], trimmed.result[i]));
const indexed = whole.result.filter(Boolean).length;

console.log(
  `${names.length} HTML files, ${indexed} indexed; whole pages ${Math.round(whole.ms)} ms, ` +
    `trimmed ${Math.round(trimmed.ms)} ms; ${differing.length} with different records`,
);
for (const name of differing) console.log(`  differs: ${name}`);
process.exitCode = differing.length > 0 ? 1 : 0;
