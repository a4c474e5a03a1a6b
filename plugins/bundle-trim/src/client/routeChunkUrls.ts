/** URL of a chunk, or undefined when the bundler merged it into another. */
export type ChunkUrlOf = (chunkName: string) => string | undefined;

/** The chunk URLs of the routes that render a path (outermost route first). */
export type RouteChunkUrls = (routePath: string) => string[];

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

/**
 * The lookup from the route chunk table file (chunk name → chunk id, written by
 * src/node/routeChunkTable.ts) and the runtime's chunk id → URL.
 */
export function chunkUrlLookup(table: unknown, urlOfChunkId: (id: string | number) => string): ChunkUrlOf {
  if (typeof table !== 'object' || table === null) throw new TypeError('route chunk table: not an object');
  const ids = table as Record<string, string | number>;
  return (chunkName) => (Object.hasOwn(ids, chunkName) ? urlOfChunkId(ids[chunkName]!) : undefined);
}

export interface RouteChunkSources {
  /** Chunk names of every route, keyed `path-key` as in `routesChunkNames.json`. */
  routesChunkNames: Record<string, unknown>;
  /** Paths of the routes that render `pathname`, outermost first. */
  matchedRoutePaths: (pathname: string) => string[];
  chunkUrl: ChunkUrlOf;
}

/** Chunk URLs of a path's routes, chunk names indexed by route path once. */
export function routeChunkUrls({
  routesChunkNames,
  matchedRoutePaths,
  chunkUrl,
}: RouteChunkSources): RouteChunkUrls {
  const chunkNames = chunkNamesByRoutePath(routesChunkNames);
  return (routePath) =>
    matchedRoutePaths(routePath).flatMap((matchedPath) =>
      (chunkNames.get(matchedPath) ?? []).flatMap((name) => {
        const url = chunkUrl(name);
        return url && !url.includes('undefined') ? [url] : [];
      }),
    );
}
