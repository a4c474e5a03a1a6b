import { describe, expect, it } from 'vitest';
import type { RouteChunkUrls } from './routeChunkUrls';
import { createRoutePrefetch, type PrefetchEnvironment } from './routePrefetchQueue';

const chunksOfRoute: Record<string, string[]> = {
  '/docs/js/closures': ['/assets/js/0.js', '/assets/js/1.js', '/assets/js/4.js', '/assets/js/5.js'],
  '/docs/js/promises': ['/assets/js/0.js', '/assets/js/1.js', '/assets/js/4.js', '/assets/js/6.js'],
  '/blog': ['/assets/js/7.js'],
};
const urlsOf: RouteChunkUrls = (routePath) => chunksOfRoute[routePath] ?? [];

/** Lets pending promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<PrefetchEnvironment> = {}) {
  const links: string[] = [];
  const idle: (() => void)[] = [];
  const finderLoads: number[] = [];
  const prefetcher = createRoutePrefetch({
    loadRouteChunkUrls: () => {
      finderLoads.push(1);
      return Promise.resolve(urlsOf);
    },
    fetchedUrls: () => ['https://site.test/assets/js/0.js'],
    toAbsolute: (url) => new URL(url, 'https://site.test/').href,
    addPrefetchLink: (url) => links.push(url),
    whenIdle: (task) => idle.push(task),
    slowConnection: () => false,
    ...overrides,
  });
  const runIdle = async () => {
    idle.splice(0).forEach((task) => task());
    await settle();
  };
  return { prefetcher, links, runIdle, finderLoads };
}

describe('createRoutePrefetch', () => {
  it('asks for a route’s chunks only when the page is idle, and loads the chunk finder then', async () => {
    const { prefetcher, links, runIdle, finderLoads } = setup();
    expect(prefetcher.prefetch('/docs/js/closures')).toBe(true);
    expect(links).toEqual([]);
    expect(finderLoads).toEqual([]);
    await runIdle();
    expect(links).toEqual(['/assets/js/1.js', '/assets/js/4.js', '/assets/js/5.js']);
    expect(finderLoads).toHaveLength(1);
  });

  it('asks for each chunk once, and never for one the page has fetched', async () => {
    const { prefetcher, links, runIdle, finderLoads } = setup();
    prefetcher.prefetch('/docs/js/closures');
    prefetcher.prefetch('/docs/js/promises');
    await runIdle();
    expect(links).toEqual(['/assets/js/1.js', '/assets/js/4.js', '/assets/js/5.js', '/assets/js/6.js']);
    expect(finderLoads).toHaveLength(1);
  });

  it('skips routes asked for or loaded before', async () => {
    const { prefetcher, links, runIdle } = setup();
    expect(prefetcher.prefetch('/blog')).toBe(true);
    expect(prefetcher.prefetch('/blog')).toBe(false);
    prefetcher.markLoaded('/docs/js/promises');
    expect(prefetcher.prefetch('/docs/js/promises')).toBe(false);
    await runIdle();
    expect(links).toEqual(['/assets/js/7.js']);
  });

  it('does nothing on a slow or data-saving connection, not even load the chunk finder', async () => {
    const { prefetcher, links, runIdle, finderLoads } = setup({ slowConnection: () => true });
    expect(prefetcher.prefetch('/docs/js/closures')).toBe(false);
    await runIdle();
    expect(links).toEqual([]);
    expect(finderLoads).toEqual([]);
  });

  it('when the chunk finder fails to load, lets the routes be asked for again and loads it anew', async () => {
    const loads: string[] = [];
    const { prefetcher, links, runIdle } = setup({
      loadRouteChunkUrls: () => {
        const fail = loads.length === 0;
        loads.push(fail ? 'failed' : 'loaded');
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve(urlsOf);
      },
    });
    expect(prefetcher.prefetch('/docs/js/closures')).toBe(true);
    expect(prefetcher.prefetch('/blog')).toBe(true);
    prefetcher.markLoaded('/blog');
    await runIdle();
    expect(links).toEqual([]);
    expect(prefetcher.prefetch('/blog')).toBe(false);
    expect(prefetcher.prefetch('/docs/js/closures')).toBe(true);
    await runIdle();
    expect(loads).toEqual(['failed', 'loaded']);
    expect(links).toEqual(['/assets/js/1.js', '/assets/js/4.js', '/assets/js/5.js']);
  });
});
