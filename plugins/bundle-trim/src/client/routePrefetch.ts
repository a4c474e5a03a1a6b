import preloadRoute from '@docusaurus/core/lib/client/preload';
// By site path: webpack resolves a replacement module's relative imports from the replaced one's folder.
import { loadRouteChunkUrls } from '@site/plugins/bundle-trim/src/client/routeChunkUrlsLoader';
import { createRoutePrefetch } from '@site/plugins/bundle-trim/src/client/routePrefetchQueue';

// Stands in for @docusaurus/core's client/docusaurus.js (window.docusaurus): the same
// `prefetch` and `preload`, with prefetching done once per chunk at idle time (see README.md).
// The route chunk table (chunk name → id) is fetched on the first prefetch.

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const slowConnection = (): boolean => {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const whenIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
};

const routePrefetch = createRoutePrefetch({
  loadRouteChunkUrls,
  fetchedUrls: () => performance.getEntriesByType('resource').map((entry) => entry.name),
  toAbsolute: (url) => new URL(url, document.baseURI).href,
  addPrefetchLink: (url) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  },
  whenIdle,
  slowConnection,
});

const preloadedRoutes = new Set<string>();

const docusaurus = {
  prefetch: (routePath: string): boolean => routePrefetch.prefetch(routePath),
  preload: (routePath: string): false | Promise<unknown> => {
    if (slowConnection() || preloadedRoutes.has(routePath)) return false;
    preloadedRoutes.add(routePath);
    routePrefetch.markLoaded(routePath);
    return preloadRoute(routePath);
  },
};

export default Object.freeze(docusaurus);
