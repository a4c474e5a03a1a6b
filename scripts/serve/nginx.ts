/** `npm run serve:nginx`: runs deploy/nginx.conf against the local build, in the foreground. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderNginxConfig } from './nginxConfig';
import { NGINX_HEADERS_FILE } from './serverFiles';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const repoRoot = path.resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3001' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
    workers: { type: 'string', default: '1' },
  },
});

const buildDir = path.resolve(values.dir);
if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
if (!existsSync(path.join(buildDir, NGINX_HEADERS_FILE))) {
  throw new Error(`${path.join(buildDir, NGINX_HEADERS_FILE)} is missing: run \`npm run build\` first`);
}
const brotliModule = existsSync(BROTLI_MODULE) ? BROTLI_MODULE : undefined;
if (!brotliModule) {
  console.warn(
    `${BROTLI_MODULE} is missing (apt-get install libnginx-mod-http-brotli-static): serving gzip only`,
  );
}

// One folder per port, emptied first: a run killed without cleanup leaves nothing that piles up.
const runDir = path.join(tmpdir(), `zh-notes-nginx-${values.port}`);
await rm(runDir, { recursive: true, force: true });
await mkdir(runDir, { recursive: true });
const configFile = path.join(runDir, 'nginx.conf');
await writeFile(
  configFile,
  renderNginxConfig({
    site: await readFile(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8'),
    buildDir,
    host: values.host,
    port: Number(values.port),
    runDir,
    brotliModule,
    workers: Number(values.workers),
  }),
);

const nginx = spawn(
  NGINX,
  ['-p', runDir, '-c', configFile, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'],
  {
    stdio: 'inherit',
  },
);
console.log(
  `nginx serving ${path.relative(process.cwd(), buildDir)} on http://${values.host}:${values.port}/`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('close', async (code) => {
  const log = await readFile(path.join(runDir, 'error.log'), 'utf8').catch(() => '');
  if (code) console.error(log);
  await rm(runDir, { recursive: true, force: true });
  process.exitCode = code ?? 0;
});
