import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchManifest } from '../../packages/docusaurus-theme-search-local-zh/src/shared/types';
import { hanShardFile } from '../../packages/docusaurus-theme-search-local-zh/src/shared/hanShards';
import type { APIResponse } from '@playwright/test';
import type { BankManifest } from '../../plugins/practice/src/shared/types';
import { WORKER_CSP } from '../../plugins/code-runner/src/shared/protocol';
import { contentSecurityPolicy, type CspSources } from '../../scripts/serve/securityHeaders';
import { expect, test } from './fixtures';

const build = path.resolve(import.meta.dirname, '../../build');
const csp = JSON.parse(readFileSync(path.join(build, '.server/csp.json'), 'utf8')) as CspSources;
const home = readFileSync(path.join(build, 'index.html'), 'utf8');
const mainScript =
  /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(home)?.[0] ?? 'main script not found in index.html';
const manifest = JSON.parse(readFileSync(path.join(build, 'search/manifest.json'), 'utf8')) as SearchManifest;
const shard = `/search/${manifest.index}`;
const wordFile = `/search/${manifest.words}`;
const hanShard = `/search/${hanShardFile(manifest.han, 0)}`;
const practiceManifest = JSON.parse(
  readFileSync(path.join(build, 'practice-bank/manifest.json'), 'utf8'),
) as BankManifest;
const chinesePage = `/docs/React/${encodeURIComponent('深入REACT技术栈')}/${encodeURIComponent('03章-2 Virtual DOM 模型')}`;
const workerFile = readdirSync(path.join(build, 'code-runner')).find((name) =>
  /^worker\.[0-9a-f]{10}\.js$/.test(name),
);
const worker = `/code-runner/${workerFile ?? 'worker script not found in build/code-runner'}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BOTH = { 'Accept-Encoding': 'br, gzip' };

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(contentSecurityPolicy(csp));
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
}

test.describe('response headers of the real build', () => {
  test('the CSP allows exactly the inline scripts the build runs, and no third party in local mode', () => {
    expect(csp.scriptHashes.length).toBeGreaterThan(0);
    if (!csp.algoliaAppId) expect(contentSecurityPolicy(csp)).not.toMatch(/https?:/);
  });

  test('an HTML page: brotli, revalidated, utf-8, with the security headers', async ({ request }) => {
    const response = await request.get(chinesePage, { headers: BOTH });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['etag']).toBeTruthy();
    expect(headers['last-modified']).toBeTruthy();
    expect(await response.text()).toContain('Virtual DOM');
    expectSecurityHeaders(response);
  });

  test('gzip goes to clients without brotli, the plain file to clients with neither', async ({ request }) => {
    const gzip = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('</body>');
    const plain = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBe(
      readFileSync(path.join(build, 'index.html')).length,
    );
  });

  test('a hashed script is immutable, brotli, text/javascript', async ({ request }) => {
    const response = await request.get(mainScript, { headers: BOTH });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expectSecurityHeaders(response);
  });

  test('search shards are immutable JSON, the manifest revalidates', async ({ request }) => {
    const response = await request.get(shard, { headers: BOTH });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers()['content-encoding']).toBe('br');
    expect((await response.json()) as unknown).toHaveProperty('records');
    const binary = await request.get(wordFile, { headers: BOTH });
    expect(binary.headers()['cache-control']).toBe(IMMUTABLE);
    expect(binary.headers()['content-type']).toBe('application/octet-stream');
    expect(binary.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    const han = await request.get(hanShard, { headers: BOTH });
    expect(han.status()).toBe(200);
    expect(han.headers()['cache-control']).toBe(IMMUTABLE);
    expect(han.headers()['content-type']).toBe('application/octet-stream');
    const list = await request.get('/search/manifest.json', { headers: BOTH });
    expect(list.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(list);
  });

  test('the practice bank’s hashed files are immutable JSON, its manifest revalidates', async ({
    request,
  }) => {
    const index = await request.get(`/practice-bank/${practiceManifest.index}`, { headers: BOTH });
    expect(index.status()).toBe(200);
    expect(index.headers()['cache-control']).toBe(IMMUTABLE);
    expect(index.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(index.headers()['content-encoding']).toBe('br');
    expect((await index.json()) as unknown).toHaveProperty('questions');
    const list = await request.get('/practice-bank/manifest.json', { headers: BOTH });
    expect(list.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(list);
  });

  test('the practice service worker: revalidated JavaScript under the same CSP', async ({ request }) => {
    const script = await request.get('/practice-sw.js', { headers: BOTH });
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('no-cache');
    expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers()['content-encoding']).toBe('br');
    expect(await script.text()).toContain('practice-bank/manifest.json');
    expectSecurityHeaders(script);
    // A same-origin worker needs no CSP source of its own: worker-src falls back to script-src 'self'.
    expect(contentSecurityPolicy(csp)).toMatch(/script-src 'self'/);
    expect(contentSecurityPolicy(csp)).not.toMatch(/worker-src/);
  });

  test("the code runner's worker has its own CSP: it may evaluate, never fetch; pages may not evaluate", async ({
    request,
  }) => {
    const response = await request.get(worker, { headers: BOTH });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe(WORKER_CSP);
    expect(headers['content-security-policy']).toMatch(/connect-src 'none'/);
    expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(headers['cache-control']).toBe(IMMUTABLE);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    const again = await request.get(worker, { headers: { ...BOTH, 'If-None-Match': headers['etag']! } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBe(WORKER_CSP);
    for (const page of ['/', chinesePage, '/code-runner/worker.0000000000.js']) {
      const other = await request.get(page, { headers: BOTH });
      expect(other.headers()['content-security-policy'], page).not.toContain('unsafe-eval');
      expectSecurityHeaders(other);
    }
  });

  test('a revalidation with the ETag answers 304', async ({ request }) => {
    const first = await request.get('/docs/Tutorial/intro', { headers: BOTH });
    const again = await request.get('/docs/Tutorial/intro', {
      headers: { ...BOTH, 'If-None-Match': first.headers()['etag']! },
    });
    expect(again.status()).toBe(304);
    expectSecurityHeaders(again);
  });

  test('an unknown path answers 404 with the 404 page and the security headers', async ({ request }) => {
    const response = await request.get('/no/such/page', { headers: BOTH });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('找不到页面');
    expectSecurityHeaders(response);
  });

  test('hostile paths get 400 or the 404 page, never a file outside the build', async ({ request }) => {
    const hostile = [
      '/..%2f..%2fpackage.json',
      '/assets%2f..%2f..%2fpackage.json',
      '/%5c..%5cpackage.json',
      '/.server/csp.json',
      '/index.html%00.txt',
      '/%E4%B8',
      '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/${'a'.repeat(5_000)}`,
    ];
    for (const target of hostile) {
      const response = await request.get(target);
      expect([400, 404], target.slice(0, 60)).toContain(response.status());
      expect(await response.text(), target.slice(0, 60)).not.toMatch(
        /"scriptHashes"|"name": "zh-notes"|<script>alert/,
      );
      expectSecurityHeaders(response);
    }
    const post = await request.post('/');
    expect(post.status()).toBe(405);
    expectSecurityHeaders(post);
  });

  test('a 10,000-character Chinese q still gets the search page', async ({ request }) => {
    const response = await request.get(`/search?q=${encodeURIComponent('搜'.repeat(10_000))}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html');
  });

  test('a trailing slash redirects to the canonical path', async ({ request }) => {
    const response = await request.get('/docs/Tutorial/intro/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/docs/Tutorial/intro');
  });
});
