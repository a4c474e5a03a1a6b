/** What the prefetcher needs from the page, the route table and the bundler's runtime. */
export interface PrefetchEnvironment {
  /** Chunk names of every route, keyed `path-hash` as in `routesChunkNames.json`. */
  routesChunkNames: () => Record<string, unknown>;
  /** Paths of the routes that render `pathname`, outermost first. */
  matchedRoutePaths: (pathname: string) => string[];
  /** URL of a chunk, or undefined when the bundler merged it into another. */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Absolute URLs of what the page has fetched already. */
  fetchedUrls: () => Iterable<string>;
  toAbsolute: (url: string) => string;
  addPrefetchLink: (url: string) => void;
  whenIdle: (task: () => void) => void;
  slowConnection: () => boolean;
}

/** The string leaves of a route's chunk-name tree (component, props, nested metadata…). */
function chunkNameLeaves(tree: unknown, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object')
    for (const value of Object.values(tree)) chunkNameLeaves(value, into);
  return into;
}

/** Route path → its chunk names; a key is the route path, a dash and the route's hash. */
export function chunkNamesByRoutePath(routesChunkNames: Record<string, unknown>): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    byPath.set(routePath, chunkNameLeaves(tree, byPath.get(routePath)));
  }
  return byPath;
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
 * This does the same work once per chunk, in idle time, with the chunk names indexed by path.
 */
export function createRoutePrefetch(environment: PrefetchEnvironment): RoutePrefetch {
  const askedRoutes = new Set<string>();
  const requestedUrls = new Set<string>();
  let chunkNames: Map<string, string[]> | undefined;

  const prefetchNow = (routePath: string) => {
    chunkNames ??= chunkNamesByRoutePath(environment.routesChunkNames());
    for (const url of environment.fetchedUrls()) requestedUrls.add(url);
    for (const matchedPath of environment.matchedRoutePaths(routePath)) {
      for (const name of chunkNames.get(matchedPath) ?? []) {
        const url = environment.chunkUrl(name);
        if (!url || url.includes('undefined')) continue;
        const absolute = environment.toAbsolute(url);
        if (requestedUrls.has(absolute)) continue;
        requestedUrls.add(absolute);
        environment.addPrefetchLink(url);
      }
    }
  };

  return {
    prefetch(routePath) {
      if (environment.slowConnection() || askedRoutes.has(routePath)) return false;
      askedRoutes.add(routePath);
      environment.whenIdle(() => prefetchNow(routePath));
      return true;
    },
    markLoaded(routePath) {
      askedRoutes.add(routePath);
    },
  };
}
