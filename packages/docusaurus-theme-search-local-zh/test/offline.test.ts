import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchIndex } from '../src/client/engine.ts';
import { deferredTranslationIds, EAGER_TRANSLATION_IDS } from '../src/node/deferredTranslations.ts';
import { FILES_META_NAME } from '../src/shared/filesMeta.ts';
import { PLUGIN_NAME } from '../src/shared/pluginData.ts';
import type { SearchIndexFile, SearchManifest } from '../src/shared/types.ts';
import { buildFixtureSite, FIXTURE, type BuiltSite } from './fixtureSite.ts';

const base = FIXTURE.baseUrl;

/** The offline build of the fixture site, made once for every test here. */
describe('the fixture site, built with offline search', () => {
  let site: BuiltSite;
  const file = (name: string) => path.join(site.outDir, name);
  const read = (name: string) => readFileSync(file(name), 'utf8');
  const manifest = () => JSON.parse(read('search/manifest.json')) as SearchManifest;
  const index = () => JSON.parse(read(`search/${manifest().index}`)) as SearchIndexFile;

  beforeAll(async () => {
    site = await buildFixtureSite('offline');
  }, 10 * 60_000);

  afterAll(() => site?.remove());

  it('indexes the sections’ docs and the blog post, not the listings nor docs outside every section', () => {
    const { pages, sections } = index();
    expect(pages.map(([url]) => url).sort()).toEqual([
      `${base}notes/guide/debounce`,
      `${base}notes/guide/intro`,
      `${base}posts/hello`,
    ]);
    expect(sections.map(({ label }) => label).sort()).toEqual(['博客', '指南']);
  });

  it('answers queries from the built files, as the browser would fetch them', async () => {
    const fetchFromBuild = (async (input: RequestInfo | URL) => {
      const local = String(input).slice(base.length);
      if (!existsSync(file(local))) return new Response('missing', { status: 404 });
      return new Response(readFileSync(file(local)));
    }) as typeof fetch;
    const search = new SearchIndex(`${base}search/manifest.json`, fetchFromBuild, undefined);
    const debounce = await search.search('debounce 定时器');
    expect(debounce.pages[0]).toMatchObject({ url: `${base}notes/guide/debounce`, sectionLabel: '指南' });
    const list = await search.search('虚拟列表');
    expect(list.pages[0]).toMatchObject({ url: `${base}posts/hello`, sectionLabel: '博客' });
    expect((await search.search('独角兽')).total).toBe(0);
  });

  it('names the index files in every page, and starts the search page’s fetches in its head', () => {
    const pages = readdirSync(site.outDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.html'),
    );
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(read(page), page).toContain(`<meta name="${FILES_META_NAME}"`);
    // trailingSlash unset: the page is find/index.html.
    const searchPage = read(`${FIXTURE.searchPagePath}/index.html`);
    expect(searchPage).toContain(`href="${base}search/${manifest().index}"`);
    expect(searchPage).toContain('<script data-search-early>');
  });

  it('serves the plugin’s global data under its name and id, with the configured routes', () => {
    const scripts = readdirSync(file('assets/js')).map((name) => read(`assets/js/${name}`));
    const globalData = scripts.find((code) => code.includes('"manifestUrl"'));
    // {"<plugin name>":{"<id>":{"manifestUrl":…}}}
    expect(globalData).toMatch(new RegExp(`"${PLUGIN_NAME}":\\{"${FIXTURE.pluginId}":\\{"manifestUrl"`));
    expect(globalData).toContain(`"manifestUrl":"${base}search/manifest.json"`);
    expect(globalData).toContain(`"searchPagePath":"${base}${FIXTURE.searchPagePath}"`);
    expect(globalData).toContain(`"docsRouteBasePath":"${FIXTURE.docsRouteBasePath}"`);
  });

  it('shows the package’s zh-Hans strings, and the site’s own where its code.json overrides one', () => {
    // The HTML is minified: attribute quotes are optional.
    const home = read('index.html');
    expect(home).toMatch(/<button[^>]*class="DocSearch DocSearch-Button[^>]*aria-label="?搜索"?>/);
    const searchPage = read(`${FIXTURE.searchPagePath}/index.html`);
    expect(searchPage).toMatch(/<title[^>]*>搜索 \| 夹具站<\/title>/);
    expect(searchPage).toMatch(/name="?description"? content="?在夹具站的全部文档与博客中离线搜索。/);
    expect(searchPage).toContain('>搜索夹具站</h1>');
    expect(searchPage).toMatch(/placeholder="?搜索文档"?/);
    expect(searchPage).not.toContain('Search the docs');
  });

  it('keeps the modal’s and the search page’s strings out of the main bundle, and ships them with those', () => {
    const scripts = readdirSync(file('assets/js')).filter((name) => name.endsWith('.js'));
    const main = read(`assets/js/${scripts.find((name) => name.startsWith('main.'))!}`);
    for (const id of EAGER_TRANSLATION_IDS) expect(main).toContain(`"${id}"`);
    for (const id of deferredTranslationIds()) expect(main, id).not.toContain(`"${id}"`);
    const withDeferred = scripts.filter((name) =>
      read(`assets/js/${name}`).includes('"theme.SearchLocal.page.heading":"'),
    );
    expect(withDeferred.length).toBeGreaterThan(0);
    // The site's override (fixture-site/i18n), as written or as the minifier escapes it.
    expect(read(`assets/js/${withDeferred[0]!}`)).toMatch(
      /"theme\.SearchLocal\.page\.heading":"(搜索夹具站|\\u641C\\u7D22\\u5939\\u5177\\u7AD9)"/,
    );
  });
});
