/**
 * `npm run bench:serve`: load on loopback against the Node server and nginx serving the existing build/,
 * three paths each, 50 connections, Accept-Encoding: br, gzip. Writes bench-results/serve.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { SearchManifest } from '../../packages/docusaurus-theme-search-local-zh/src/shared/types';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, startServer } from './server';
import { sideBySide, summarise, type ServeRun } from './serveReport';

const { values: flags } = parseArgs({
  options: { 'node-port': { type: 'string' }, 'nginx-port': { type: 'string' } },
});
const root = path.resolve(import.meta.dirname, '../..');
const build = path.join(root, 'build');
const CONNECTIONS = 50;
/** Seconds per run: 2 servers × 3 paths × (1 s warm-up + 7 s) stays under 60 s. */
const WARMUP_SECONDS = 1;
const RUN_SECONDS = 7;

if (!existsSync(path.join(build, 'index.html')) || !existsSync(path.join(build, '.server/csp.json'))) {
  console.error('bench:serve needs the production build with its postbuild step: run `npm run build` first.');
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(path.join(build, 'search/manifest.json'), 'utf8')) as SearchManifest;
const paths = [
  '/',
  `/docs/React/${encodeURIComponent('深入REACT技术栈')}/${encodeURIComponent('03章-2 Virtual DOM 模型')}`,
  `/search/${manifest.index}`,
];

/** Each server on the port its flag gives, else on a free one. */
const servers = [
  { name: 'node', script: 'scripts/serve/cli.ts', port: flags['node-port'] },
  { name: 'nginx', script: 'scripts/serve/nginx.ts', port: flags['nginx-port'] },
];
const runs: ServeRun[] = [];
for (const server of servers) {
  const port = server.port ? Number(server.port) : await freePort();
  const running = await startServer(
    'node',
    ['--import', 'tsx', server.script, '--port', String(port)],
    root,
    port,
  );
  try {
    for (const target of paths) {
      const options = {
        url: running.origin + target,
        connections: CONNECTIONS,
        headers: { 'accept-encoding': 'br, gzip' },
      };
      await autocannon({ ...options, duration: WARMUP_SECONDS });
      const result = await autocannon({ ...options, duration: RUN_SECONDS });
      runs.push(summarise(server.name, target, result));
      console.error(`${server.name} ${decodeURI(target)}: ${runs.at(-1)?.requestsPerSecond} req/s`);
    }
  } finally {
    await running.stop();
  }
}

console.log(sideBySide(runs));
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverageAtEnd: loadavg().map((value) => Number(value.toFixed(2))),
  connections: CONNECTIONS,
  secondsPerRun: RUN_SECONDS,
  acceptEncoding: 'br, gzip',
  note: 'Both servers run one process (nginx worker_processes 1). autocannon shares the same 2 cores; for the search index file the client limits the rate.',
  runs,
};
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/serve.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('Wrote bench-results/serve.json');
