import preloadRoute from '@docusaurus/core/lib/client/preload';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { matchRoutes } from 'react-router-config';
// By site path: webpack resolves a replacement module's relative imports from the replaced one's folder.
import { createRoutePrefetch } from '@site/plugins/bundle-trim/src/client/routePrefetchQueue';

// Stands in for @docusaurus/core's client/docusaurus.js (window.docusaurus): the same
// `prefetch` and `preload`, with prefetching done once per chunk at idle time (see README.md).

declare const __webpack_require__: { gca: (chunkName: string) => string | undefined };

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
  routesChunkNames: () => routesChunkNames as Record<string, unknown>,
  matchedRoutePaths: (pathname) => matchRoutes(routes, pathname).map((match) => match.route.path),
  chunkUrl: (chunkName) => __webpack_require__.gca(chunkName),
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
