import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBuildFiles } from './buildFiles';
import { precompressBuild, type PrecompressSummary } from './precompress';
import { IMMUTABLE } from './requestPath';
import { createStaticServer } from './server';
import { readCspSources, writeServerFiles } from './serverFiles';
import { rawRequest, type RawResponse } from './test/rawHttp';

const FIXTURE = path.join(import.meta.dirname, 'test/fixture-build');
const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';
const VIRTUAL_DOM = `/docs/React/${encodeURIComponent('深入REACT技术栈')}/${encodeURIComponent('03章-2 Virtual DOM')}`;

let workDir: string;
let root: string;
let server: Server;
let port: number;
let summary: PrecompressSummary;

const get = (target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> =>
  rawRequest(port, target, { method, headers });

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'serve-test-'));
  root = path.join(workDir, 'build');
  await cp(FIXTURE, root, { recursive: true });
  await writeFile(path.join(workDir, 'secret.txt'), SECRET);
  await writeFile(path.join(root, 'img/pixel.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  await writeServerFiles(root, {});
  summary = await precompressBuild(root);
  server = createStaticServer({ root, csp: await readCspSources(root) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

function expectSecurityHeaders(response: RawResponse): void {
  const csp = response.headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
}

describe('the postbuild step', () => {
  it('hashes the two distinct inline scripts (theme and module) and skips JSON-LD', async () => {
    const sources = await readCspSources(root);
    expect(sources.scriptHashes).toHaveLength(2);
    expect(sources.algoliaAppId).toBeNull();
    const nginx = await readFile(path.join(root, '.server/security-headers.conf'), 'utf8');
    for (const hash of sources.scriptHashes) expect(nginx).toContain(`'${hash}'`);
  });

  it('writes br and gz siblings of the text files only, and counts their bytes', async () => {
    const files = await listBuildFiles(root);
    const siblings = files.filter((file) => /\.(br|gz)$/.test(file));
    expect(siblings).toContain('docs/React/深入REACT技术栈/03章-2 Virtual DOM.html.br');
    expect(siblings).toContain('search/react.0123456789.json.gz');
    expect(siblings.some((file) => file.startsWith('img/pixel.png'))).toBe(false);
    const bytes = async (suffix: string): Promise<number> => {
      let total = 0;
      for (const file of siblings.filter((name) => name.endsWith(suffix)))
        total += (await stat(path.join(root, file))).size;
      return total;
    };
    expect(summary.files).toBe(13);
    expect(summary.brotliBytes).toBe(await bytes('.br'));
    expect(summary.gzipBytes).toBe(await bytes('.gz'));
    expect(summary.brotliBytes).toBeLessThan(summary.originalBytes);
  });

  it('records the Algolia app id of a hosted-search build', async () => {
    const hosted = await mkdtemp(path.join(tmpdir(), 'serve-hosted-'));
    await cp(FIXTURE, hosted, { recursive: true });
    await writeServerFiles(hosted, { ALGOLIA_APP_ID: 'BH4D9OD16A' });
    expect((await readCspSources(hosted)).algoliaAppId).toBe('BH4D9OD16A');
    await rm(hosted, { recursive: true, force: true });
  });
});

describe('pages', () => {
  it('serves / from index.html with revalidation and the security headers', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['etag']).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers['last-modified']).toMatch(/GMT$/);
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(response.body.toString()).toContain('<h1>码途笔记</h1>');
    expectSecurityHeaders(response);
  });

  it('resolves /docs/x to docs/x.html, folders to index.html and percent-encoded Chinese paths', async () => {
    expect((await get('/docs/React')).body.toString()).toContain('<h1>React</h1>');
    expect((await get('/docs/guide')).body.toString()).toContain('<h1>指南</h1>');
    const chinese = await get(VIRTUAL_DOM);
    expect(chinese.status).toBe(200);
    expect(chinese.body.toString()).toContain('<h1>Virtual DOM</h1>');
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await get('/docs/React/?x=1');
    expect(response.status).toBe(301);
    expect(response.headers['location']).toBe('/docs/React?x=1');
    expectSecurityHeaders(response);
  });

  it('answers an unknown path with 404 and the 404 page', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toContain('找不到页面');
    expectSecurityHeaders(response);
  });

  it('answers HEAD with the headers and no body, and other methods with 405', async () => {
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH']) {
      const response = await get('/', {}, method);
      expect(response.status, method).toBe(405);
      expect(response.headers['allow']).toBe('GET, HEAD');
      expectSecurityHeaders(response);
    }
  });
});

describe('encodings and caching', () => {
  it('sends brotli, then gzip, with Vary, and the file itself to clients that accept neither', async () => {
    const original = await readFile(path.join(root, 'index.html'));
    const br = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(brotliDecompressSync(br.body)).toEqual(original);
    const gz = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(original);
    const plain = await get('/', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body).toEqual(original);
    expect(new Set([br.headers['etag'], gz.headers['etag'], plain.headers['etag']]).size).toBe(3);
  });

  it('compresses the 404 page too', async () => {
    const response = await get('/missing', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(404);
    expect(brotliDecompressSync(response.body).toString()).toContain('找不到页面');
  });

  it('caches hashed assets and search shards for a year, the manifest and images revalidate', async () => {
    for (const target of [
      '/assets/js/main.0123abcd.js',
      '/assets/css/styles.89abcdef.css',
      '/search/react.0123456789.json',
    ]) {
      const response = await get(target, { 'Accept-Encoding': 'br, gzip' });
      expect(response.status, target).toBe(200);
      expect(response.headers['cache-control'], target).toBe(IMMUTABLE);
      expect(response.headers['content-encoding'], target).toBe('br');
    }
    expect((await get('/search/manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/search/react.0123456789.json')).headers['content-type']).toBe(
      'application/json; charset=utf-8',
    );
    const png = await get('/img/pixel.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['vary']).toBeUndefined();
    expect((await get('/img/logo.svg')).headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it("gives the code runner's worker its own CSP (evaluation, no network), pages keep theirs", async () => {
    const worker = await get('/code-runner/worker.0123456789.js', { 'Accept-Encoding': 'br, gzip' });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'unsafe-eval'; connect-src 'none'",
    );
    expect(worker.headers['cache-control']).toBe(IMMUTABLE);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['x-content-type-options']).toBe('nosniff');
    const page = await get('/');
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    const missing = await get('/code-runner/worker.ffffffffff.js');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const nginx = await readFile(path.join(root, '.server/runner-worker-headers.conf'), 'utf8');
    expect(nginx).toContain(
      `add_header Content-Security-Policy "default-src 'none'; script-src 'unsafe-eval'; connect-src 'none'" always;`,
    );
    expect(nginx).toContain('add_header X-Frame-Options "DENY" always;');
  });

  it('answers 304 to a matching If-None-Match or a recent If-Modified-Since', async () => {
    const first = await get('/docs/React', { 'Accept-Encoding': 'br' });
    const etag = first.headers['etag']!;
    const revalidated = await get('/docs/React', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['etag']).toBe(etag);
    expectSecurityHeaders(revalidated);
    const other = await get('/docs/React', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(other.status).toBe(200);
    const since = await get('/docs/React', { 'If-Modified-Since': first.headers['last-modified']! });
    expect(since.status).toBe(304);
    const stale = await get('/docs/React', { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' });
    expect(stale.status).toBe(200);
  });

  it('serves a 10,000-character Chinese q (~90 KB URL) with the search page', async () => {
    const target = `/search?q=${encodeURIComponent('搜索'.repeat(5_000))}`;
    expect(target.length).toBeGreaterThan(90_000);
    const response = await get(target);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('<h1>搜索</h1>');
  });
});

/** Hostile or malformed requests: each must get 400 (or 405/431) or the 404 page, nothing else. */
const badInputs: {
  name: string;
  target: string;
  status: number;
  method?: string;
  headers?: Record<string, string>;
}[] = [
  { name: 'dot-dot', target: '/../secret.txt', status: 400 },
  { name: 'dot-dot under a folder', target: '/docs/../../secret.txt', status: 400 },
  { name: 'encoded dot-dot', target: '/%2e%2e/secret.txt', status: 400 },
  { name: 'encoded dot-dot, upper case', target: '/docs/%2E%2E/%2E%2E/secret.txt', status: 400 },
  { name: 'encoded dot-dot and slash', target: '/..%2fsecret.txt', status: 400 },
  { name: 'fully encoded traversal', target: '/%2e%2e%2f%2e%2e%2fsecret.txt', status: 400 },
  { name: 'encoded slash', target: '/docs%2fReact', status: 400 },
  { name: 'single dot segment', target: '/./index.html', status: 400 },
  { name: 'backslash traversal', target: '/..\\secret.txt', status: 400 },
  { name: 'backslash host', target: '/\\evil.example/', status: 400 },
  { name: 'encoded backslash', target: '/%5c..%5csecret.txt', status: 400 },
  { name: 'encoded NUL', target: '/index.html%00.txt', status: 400 },
  { name: 'raw NUL', target: '/index.html\u0000', status: 400 },
  { name: 'raw tab', target: '/index\u0009.html', status: 400 },
  { name: 'truncated UTF-8', target: '/%E4%B8', status: 400 },
  { name: 'truncated 4-byte UTF-8', target: '/docs/%F0%9F', status: 400 },
  { name: 'overlong UTF-8 dot-dot', target: '/%C0%AE%C0%AE/secret.txt', status: 400 },
  { name: 'invalid percent escape', target: '/%zz', status: 400 },
  { name: 'lone percent', target: '/docs/100%', status: 400 },
  { name: 'absolute-form target', target: 'http://evil.example/index.html', status: 400 },
  { name: 'asterisk target', target: '*', status: 400 },
  { name: 'dot folder with server files', target: '/.server/csp.json', status: 404 },
  { name: 'encoded dot folder', target: '/%2eserver/csp.json', status: 404 },
  { name: 'git folder', target: '/.git/config', status: 404 },
  { name: 'long path, one segment', target: `/${'a'.repeat(300)}`, status: 404 },
  { name: 'very long path', target: `/${'abc/'.repeat(2_000)}x`, status: 404 },
  { name: 'very long Chinese path', target: `/docs/${encodeURIComponent('深'.repeat(3_000))}`, status: 404 },
  { name: 'markup in the path', target: '/<script>alert(1)</script>', status: 404 },
  { name: 'encoded markup in the path', target: '/%3Cscript%3Ealert(1)%3C%2Fscript%3E', status: 400 },
  { name: 'encoded markup, no slash', target: '/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', status: 404 },
  { name: 'valid but partial Chinese', target: '/docs/React/%E6%B7%B1', status: 404 },
  { name: 'trailing space', target: '/index.html%20', status: 404 },
  { name: 'path over the header limit', target: `/${'a'.repeat(200_000)}`, status: 431 },
  { name: 'query over the header limit', target: `/search?q=${'%E6%90%9C'.repeat(50_000)}`, status: 431 },
  { name: 'header over the limit', target: '/', status: 431, headers: { 'X-Padding': 'a'.repeat(200_000) } },
  { name: 'unknown method', target: '/', status: 405, method: 'PROPFIND' },
];

describe(`bad input (${badInputs.length} cases)`, () => {
  it.each(badInputs)('$name → $status', async ({ target, status, method, headers }) => {
    const response = await rawRequest(port, target, { method, headers });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    const body = response.body.toString();
    expect(body).not.toContain(SECRET);
    expect(body).not.toContain('scriptHashes');
    expect(body).not.toMatch(/<script>alert|onerror=/i);
    if (status === 404) expect(body).toContain('找不到页面');
  });

  it('still serves pages after all of them', async () => {
    expect((await get('/')).status).toBe(200);
  });
});
