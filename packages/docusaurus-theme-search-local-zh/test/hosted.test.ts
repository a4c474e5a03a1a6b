import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGIN_NAME } from '../src/shared/pluginData.ts';
import { buildFixtureSite, FIXTURE, HOSTED_ENV, type BuiltSite } from './fixtureSite.ts';

/** The fixture site built with Algolia credentials set: no network is involved at build time. */
describe('the fixture site, built in hosted mode', () => {
  let site: BuiltSite;
  const read = (name: string) => readFileSync(path.join(site.outDir, name), 'utf8');

  beforeAll(async () => {
    site = await buildFixtureSite('hosted');
  }, 10 * 60_000);

  afterAll(() => site?.remove());

  it('preconnects every page to the provider host built from the app id', () => {
    for (const page of ['index.html', 'notes/guide/intro/index.html', 'posts/hello/index.html']) {
      expect(read(page), page).toMatch(
        new RegExp(
          `<link[^>]+rel="?preconnect"?[^>]+href="?https://${HOSTED_ENV.ALGOLIA_APP_ID}-dsn\\.algolia\\.net`,
        ),
      );
    }
  });

  it('ships the DocSearch settings and its search page instead of the offline index', () => {
    expect(existsSync(path.join(site.outDir, 'search', 'manifest.json'))).toBe(false);
    expect(existsSync(path.join(site.outDir, FIXTURE.searchPagePath, 'index.html'))).toBe(true);
    const scripts = readdirSync(path.join(site.outDir, 'assets', 'js')).map((name) =>
      read(`assets/js/${name}`),
    );
    const all = scripts.join('\n');
    expect(all).toContain(HOSTED_ENV.ALGOLIA_INDEX_NAME);
    expect(all).toContain('contextualSearch');
    expect(all).not.toContain(PLUGIN_NAME);
  });
});
