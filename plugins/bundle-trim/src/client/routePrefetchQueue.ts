import type { RouteChunkUrls } from '@site/plugins/bundle-trim/src/client/routeChunkUrls';

/** What the prefetcher needs from the page and the bundler's runtime. */
export interface PrefetchEnvironment {
  /** Loads what finds a path's chunk URLs (it fetches the route chunk table); called again only if it failed. */
  loadRouteChunkUrls: () => Promise<RouteChunkUrls>;
  /** Absolute URLs of what the page has fetched already. */
  fetchedUrls: () => Iterable<string>;
  toAbsolute: (url: string) => string;
  addPrefetchLink: (url: string) => void;
  whenIdle: (task: () => void) => void;
  slowConnection: () => boolean;
}

export interface RoutePrefetch {
  /** Asks for a route's chunks at idle time; false when it will not (slow link, asked before). */
  prefetch: (routePath: string) => boolean;
  /** Marks a route as loaded by other means, so it is not prefetched as well. */
  markLoaded: (routePath: string) => void;
}

/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into view: on a doc page
 * that is ~80 links at once, each scanning all ~430 routes' chunk names and adding a
 * `<link rel=prefetch>` per chunk even when another link (or the page itself) already has it.
 * This does the same work once per chunk, in idle time. What finds a route's chunk URLs loads
 * on the first prefetch; if that fails, the routes asked for meanwhile may be asked for again,
 * and the next one loads it anew.
 */
export function createRoutePrefetch(environment: PrefetchEnvironment): RoutePrefetch {
  const askedRoutes = new Set<string>();
  const loadedRoutes = new Set<string>();
  const requestedUrls = new Set<string>();
  let chunkUrls: Promise<RouteChunkUrls> | undefined;

  const prefetchNow = (routePath: string, urlsOf: RouteChunkUrls) => {
    for (const url of environment.fetchedUrls()) requestedUrls.add(url);
    for (const url of urlsOf(routePath)) {
      const absolute = environment.toAbsolute(url);
      if (requestedUrls.has(absolute)) continue;
      requestedUrls.add(absolute);
      environment.addPrefetchLink(url);
    }
  };

  return {
    prefetch(routePath) {
      if (environment.slowConnection() || askedRoutes.has(routePath)) return false;
      askedRoutes.add(routePath);
      environment.whenIdle(() => {
        chunkUrls ??= environment.loadRouteChunkUrls();
        const loading = chunkUrls;
        loading.then(
          (urlsOf) => prefetchNow(routePath, urlsOf),
          () => {
            if (chunkUrls === loading) chunkUrls = undefined;
            if (!loadedRoutes.has(routePath)) askedRoutes.delete(routePath);
          },
        );
      });
      return true;
    },
    markLoaded(routePath) {
      askedRoutes.add(routePath);
      loadedRoutes.add(routePath);
    },
  };
}
