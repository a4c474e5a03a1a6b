import { describe, expect, it } from 'vitest';
import { chunkNamesByRoutePath, createRoutePrefetch, type PrefetchEnvironment } from './routePrefetchQueue';

const routesChunkNames = {
  '/docs-5e9': { __comp: '~0', __props: '~1' },
  '/docs-a1b': { __comp: '~2', sidebar: { items: '~3' } },
  '/docs/js/closures-c3d': { __comp: '~4', content: '~5' },
  '/docs/js/promises-e4f': { __comp: '~4', content: '~6' },
  '/blog-0aa': { __comp: '~7', merged: '~8' },
};
const matches: Record<string, string[]> = {
  '/docs/js/closures': ['/docs', '/docs', '/docs/js/closures'],
  '/docs/js/promises': ['/docs', '/docs', '/docs/js/promises'],
  '/blog': ['/blog'],
};

function setup(overrides: Partial<PrefetchEnvironment> = {}) {
  const links: string[] = [];
  const idle: (() => void)[] = [];
  const prefetcher = createRoutePrefetch({
    routesChunkNames: () => routesChunkNames,
    matchedRoutePaths: (pathname) => matches[pathname] ?? [],
    chunkUrl: (name) => (name === '~8' ? 'undefined' : `/assets/js/${name.slice(1)}.js`),
    fetchedUrls: () => ['https://site.test/assets/js/0.js'],
    toAbsolute: (url) => new URL(url, 'https://site.test/').href,
    addPrefetchLink: (url) => links.push(url),
    whenIdle: (task) => idle.push(task),
    slowConnection: () => false,
    ...overrides,
  });
  const runIdle = () => idle.splice(0).forEach((task) => task());
  return { prefetcher, links, runIdle };
}

describe('chunkNamesByRoutePath', () => {
  it('files every leaf chunk name under its route path, routes of one path together', () => {
    const byPath = chunkNamesByRoutePath(routesChunkNames);
    expect(byPath.get('/docs')).toEqual(['~0', '~1', '~2', '~3']);
    expect(byPath.get('/docs/js/closures')).toEqual(['~4', '~5']);
  });
});

describe('createRoutePrefetch', () => {
  it('asks for a route’s chunks only when the page is idle', () => {
    const { prefetcher, links, runIdle } = setup();
    expect(prefetcher.prefetch('/docs/js/closures')).toBe(true);
    expect(links).toEqual([]);
    runIdle();
    expect(links).toEqual([
      '/assets/js/1.js',
      '/assets/js/2.js',
      '/assets/js/3.js',
      '/assets/js/4.js',
      '/assets/js/5.js',
    ]);
  });

  it('asks for each chunk once, and never for one the page has fetched', () => {
    const { prefetcher, links, runIdle } = setup();
    prefetcher.prefetch('/docs/js/closures');
    prefetcher.prefetch('/docs/js/promises');
    runIdle();
    expect(links.filter((url) => url === '/assets/js/4.js')).toHaveLength(1);
    expect(links).not.toContain('/assets/js/0.js');
    expect(links.at(-1)).toBe('/assets/js/6.js');
    expect(new Set(links).size).toBe(links.length);
  });

  it('skips chunks the bundler merged away and routes asked for or loaded before', () => {
    const { prefetcher, links, runIdle } = setup();
    expect(prefetcher.prefetch('/blog')).toBe(true);
    expect(prefetcher.prefetch('/blog')).toBe(false);
    prefetcher.markLoaded('/docs/js/promises');
    expect(prefetcher.prefetch('/docs/js/promises')).toBe(false);
    runIdle();
    expect(links).toEqual(['/assets/js/7.js']);
  });

  it('does nothing on a slow or data-saving connection', () => {
    const { prefetcher, links, runIdle } = setup({ slowConnection: () => true });
    expect(prefetcher.prefetch('/docs/js/closures')).toBe(false);
    runIdle();
    expect(links).toEqual([]);
  });
});
