import { describe, expect, it } from 'vitest';
import { chunkNamesByRoutePath, chunkUrlLookup, routeChunkUrls } from './routeChunkUrls';

const routesChunkNames = {
  '/docs-0': { __comp: '~0', __props: '~1' },
  '/docs-1': { __comp: '~2', sidebar: { items: '~3' } },
  '/docs/js/closures-0': { __comp: '~4', content: '~5' },
  '/blog-0': { __comp: '~7', merged: '~8' },
};

describe('chunkNamesByRoutePath', () => {
  it('files every leaf chunk name under its route path, routes of one path together', () => {
    const byPath = chunkNamesByRoutePath(routesChunkNames);
    expect(byPath.get('/docs')).toEqual(['~0', '~1', '~2', '~3']);
    expect(byPath.get('/docs/js/closures')).toEqual(['~4', '~5']);
  });
});

describe('chunkUrlLookup', () => {
  const urlOfId = (id: string | number) => `/assets/js/${id}.abcdef12.js`;

  it('turns a chunk name into the URL of its id, and an unknown name into undefined', () => {
    const lookup = chunkUrlLookup({ '~0': 8866, '~1': 'x1' }, urlOfId);
    expect(lookup('~0')).toBe('/assets/js/8866.abcdef12.js');
    expect(lookup('~1')).toBe('/assets/js/x1.abcdef12.js');
    expect(lookup('~2')).toBeUndefined();
    expect(lookup('constructor')).toBeUndefined();
  });

  it('rejects a file that is not an object', () => {
    expect(() => chunkUrlLookup(null, urlOfId)).toThrow(TypeError);
    expect(() => chunkUrlLookup('~0', urlOfId)).toThrow(TypeError);
  });
});

describe('routeChunkUrls', () => {
  const urlsOf = routeChunkUrls({
    routesChunkNames,
    matchedRoutePaths: (pathname) =>
      pathname === '/blog' ? ['/blog'] : ['/docs', '/docs', pathname].filter((p) => p !== '/nowhere'),
    chunkUrl: (name) =>
      name === '~8' ? undefined : name === '~3' ? 'undefined' : `/assets/js/${name.slice(1)}.js`,
  });

  it('lists the chunk URLs of every route that renders the path, outermost first', () => {
    expect(urlsOf('/docs/js/closures')).toEqual([
      '/assets/js/0.js',
      '/assets/js/1.js',
      '/assets/js/2.js',
      '/assets/js/0.js',
      '/assets/js/1.js',
      '/assets/js/2.js',
      '/assets/js/4.js',
      '/assets/js/5.js',
    ]);
  });

  it('skips chunks the bundler merged away', () => {
    expect(urlsOf('/blog')).toEqual(['/assets/js/7.js']);
  });
});
