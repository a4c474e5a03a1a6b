import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const siteDir = path.resolve(import.meta.dirname, '../..');
const hostedEnv = {
  ALGOLIA_APP_ID: 'TESTAPP42',
  ALGOLIA_API_KEY: 'public-search-key',
  ALGOLIA_INDEX_NAME: 'notes-test',
};

/** The whole site built with Algolia credentials set: no network is involved at build time. */
describe('hosted search build', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'hosted-search-'));
    await run('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: siteDir,
      env: { ...process.env, ...hostedEnv },
      maxBuffer: 64 * 1024 * 1024,
    });
  }, 15 * 60_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('preconnects every page to the provider host built from the app id', async () => {
    for (const page of ['index.html', 'docs/javascript.html']) {
      const html = await readFile(path.join(outDir, page), 'utf8');
      // The HTML is minified: attribute quotes are optional.
      expect(html).toMatch(/<link[^>]+rel="?preconnect"?[^>]+href="?https:\/\/TESTAPP42-dsn\.algolia\.net/);
    }
  });

  it('ships the DocSearch settings instead of the offline index', async () => {
    expect(existsSync(path.join(outDir, 'search', 'manifest.json'))).toBe(false);
    expect(existsSync(path.join(outDir, 'search.html'))).toBe(true);
    const scripts = await readdir(path.join(outDir, 'assets', 'js'));
    const bundles = await Promise.all(
      scripts.map((file) => readFile(path.join(outDir, 'assets', 'js', file), 'utf8')),
    );
    const all = bundles.join('\n');
    expect(all).toContain('notes-test');
    expect(all).toContain('contextualSearch');
    expect(all).not.toContain('local-search');
  });
});
