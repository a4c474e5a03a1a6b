/**
 * Runs after `docusaurus build` (once every plugin's postBuild, the search index included, is done):
 * records the CSP script hashes for the servers and writes brotli/gzip siblings of text files.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { precompressBuild } from './precompress';
import { writeServerFiles } from './serverFiles';

// Same flag as `docusaurus build`; its other flags are ignored here.
const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: 'build' } }, strict: false });
const buildDir = path.resolve(String(values['out-dir']));
const started = Date.now();
const sources = await writeServerFiles(buildDir);
const summary = await precompressBuild(buildDir);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `[serve] ${sources.scriptHashes.length} inline script hash(es)` +
    `${sources.algoliaAppId ? `, Algolia app ${sources.algoliaAppId} allowed` : ''}; ` +
    `${summary.files} files precompressed: ${kb(summary.originalBytes)} → br ${kb(summary.brotliBytes)}, ` +
    `gzip ${kb(summary.gzipBytes)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
