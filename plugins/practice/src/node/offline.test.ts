import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cacheNameOf, staleCaches, strategyFor, type OfflineConfig } from '../shared/offline';
import { bundleServiceWorker, diagramsOf, offlineConfig, pageAssets } from './offline';

const ORIGIN = 'https://notes.example';

/** The head and body of a built page, trimmed to what matters here. */
function builtPage(base: string): string {
  return `<!doctype html><html><head>
<link rel="icon" href="${base}img/favicon.ico">
<link rel="stylesheet" href="${base}assets/css/styles.0123abcd.css">
<link rel="preload" href="${base}assets/js/runtime~main.aa11.js" as="script">
<link rel="preload" href="${base}assets/js/1f2e.bb22.js" as="script">
<link rel="alternate" type="application/rss+xml" href="${base}blog/rss.xml">
<link rel="canonical" href="https://notes.example${base}practice">
<link rel="stylesheet" href="https://cdn.example/x.css">
<script src="${base}assets/js/runtime~main.aa11.js" defer></script>
<script src="${base}assets/js/main.cc33.js?v=1" defer></script>
<script>console.log('inline')</script>
</head><body><img src="${base}img/logo.svg"><img src="//other.example/a.png"><img src="data:image/png;base64,AA"></body></html>`;
}

describe('the files the practice page loads (read from its built HTML)', () => {
  it('takes scripts, preloads, styles, icons and images of the site, each once, in order', () => {
    expect(pageAssets(builtPage('/'), '/')).toEqual([
      '/assets/js/runtime~main.aa11.js',
      '/assets/js/main.cc33.js',
      '/img/favicon.ico',
      '/assets/css/styles.0123abcd.css',
      '/assets/js/1f2e.bb22.js',
      '/img/logo.svg',
    ]);
  });

  it('keeps to the base URL', () => {
    const assets = pageAssets(builtPage('/notes/'), '/notes/');
    expect(assets).toContain('/notes/assets/js/main.cc33.js');
    expect(assets.every((asset) => asset.startsWith('/notes/'))).toBe(true);
    expect(pageAssets(builtPage('/'), '/notes/')).toEqual([]);
  });
});

describe('the diagrams an answer shows', () => {
  it('are found under the base URL, light and dark, each once', () => {
    const answer = JSON.stringify({
      html: '<img src="/notes/diagrams/0123456789abcdef.light.svg"><img src="/notes/diagrams/0123456789abcdef.dark.svg"><img src="/notes/diagrams/0123456789abcdef.light.svg"><img src="/diagrams/fedcba9876543210.light.svg"><img src="/notes/diagrams/short.light.svg">',
    });
    expect(diagramsOf(answer, '/notes/')).toEqual([
      '/notes/diagrams/0123456789abcdef.light.svg',
      '/notes/diagrams/0123456789abcdef.dark.svg',
    ]);
  });
});

describe('the worker’s config', () => {
  const inputs = {
    baseUrl: '/',
    pagePath: '/practice',
    pageHtml: builtPage('/'),
    bankDir: 'practice-bank',
    bankFiles: ['manifest.json', 'answers-react.0123456789.json', 'index.abcdef0123.json'],
    manifestFile: 'manifest.json',
  };

  it('caches the page, what it loads and every bank file', () => {
    const config = offlineConfig(inputs);
    expect(config.precache[0]).toBe('/practice');
    expect(config.precache).toContain('/assets/css/styles.0123abcd.css');
    expect(config.precache).toContain('/practice-bank/manifest.json');
    expect(config.precache).toContain('/practice-bank/index.abcdef0123.json');
    expect(config.precache).toContain('/practice-bank/answers-react.0123456789.json');
    expect(config.manifestPath).toBe('/practice-bank/manifest.json');
    expect(
      offlineConfig({ ...inputs, diagrams: ['/diagrams/0123456789abcdef.dark.svg'] }).precache,
    ).toContain('/diagrams/0123456789abcdef.dark.svg');
  });

  it('gets a new version when a file or the page’s text changes, and keeps it otherwise', () => {
    const first = offlineConfig(inputs).version;
    expect(offlineConfig(inputs).version).toBe(first);
    expect(
      offlineConfig({ ...inputs, bankFiles: ['manifest.json', 'index.ffffffffff.json'] }).version,
    ).not.toBe(first);
    expect(
      offlineConfig({ ...inputs, pageHtml: inputs.pageHtml.replace('<body>', '<body>x') }).version,
    ).not.toBe(first);
  });

  it('bundles into a worker script with the config built in and no import left', async () => {
    const config = offlineConfig(inputs);
    const script = await bundleServiceWorker(config);
    expect(script).toContain(config.version);
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
    // It runs in a worker-like scope and listens for install, activate and fetch.
    const events: string[] = [];
    const scope = {
      location: new URL(`${ORIGIN}/practice-sw.js`),
      addEventListener: (type: string) => events.push(type),
    };
    vm.runInNewContext(script, { self: scope, URL, Request, caches: {}, fetch });
    expect(events.sort()).toEqual(['activate', 'fetch', 'install']);
  });
});

describe('which request gets which strategy', () => {
  const config: OfflineConfig = {
    version: 'v1',
    baseUrl: '/notes/',
    pagePath: '/notes/practice',
    manifestPath: '/notes/practice-bank/manifest.json',
    precache: ['/notes/practice', '/notes/img/logo.svg', '/notes/assets/js/main.cc33.js'],
  };
  const strategy = (path: string, method = 'GET') =>
    strategyFor({ method, url: ORIGIN + path }, ORIGIN, config);

  it('the practice page, with any query, is network first with the cached page behind it', () => {
    expect(strategy('/notes/practice')).toBe('page');
    expect(strategy('/notes/practice?section=React')).toBe('page');
    expect(strategy('/notes/practice?page=%2Fdocs%2Fx#top')).toBe('page');
  });

  it('the manifest and unhashed files of the page are network first', () => {
    expect(strategy('/notes/practice-bank/manifest.json')).toBe('network-first');
    expect(strategy('/notes/img/logo.svg')).toBe('network-first');
  });

  it('hashed files are cache first: scripts, styles, bank files, diagrams', () => {
    expect(strategy('/notes/assets/js/main.cc33.js')).toBe('cache-first');
    expect(strategy('/notes/assets/js/9a8b.ffff.js')).toBe('cache-first');
    expect(strategy('/notes/practice-bank/index.abcdef0123.json')).toBe('cache-first');
    expect(strategy('/notes/practice-bank/answers-react.0123456789.json')).toBe('cache-first');
    expect(strategy('/notes/diagrams/0123456789abcdef.dark.svg')).toBe('cache-first');
  });

  it('everything else passes: other pages, other sites, other methods, unhashed look-alikes', () => {
    expect(strategy('/notes/practice-sw.js')).toBe('pass');
    expect(strategy('/notes/practice-bank/index.json')).toBe('pass');
    expect(strategy('/notes/practice/')).toBe('pass');
    expect(strategy('/notes/docs/React/hooks')).toBe('pass');
    expect(strategy('/notes/search/manifest.json')).toBe('pass');
    expect(strategy('/notes/practice', 'POST')).toBe('pass');
    expect(strategy('/assets/js/main.cc33.js')).toBe('pass');
    expect(strategyFor({ method: 'GET', url: 'https://cdn.example/notes/assets/a.js' }, ORIGIN, config)).toBe(
      'pass',
    );
    expect(strategyFor({ method: 'GET', url: 'not a url' }, ORIGIN, config)).toBe('pass');
  });
});

describe('caches of older builds', () => {
  it('are the worker’s own caches of another version; other caches stay', () => {
    const names = [cacheNameOf('old1'), cacheNameOf('v2'), 'someone-else', cacheNameOf('old2')];
    expect(staleCaches(names, 'v2')).toEqual([cacheNameOf('old1'), cacheNameOf('old2')]);
  });
});
