import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { matchRoutes } from 'react-router-config';
import {
  chunkUrlLookup,
  routeChunkUrls,
  type RouteChunkUrls,
} from '@site/plugins/bundle-trim/src/client/routeChunkUrls';

// What routePrefetch.ts calls on its first prefetch: fetches the route chunk table.

// Set by src/node/routeChunkTable.ts: the route chunk table file's URL, and chunk id → URL.
declare const __webpack_require__: { gct: string; gca: (chunkId: string | number) => string };

export async function loadRouteChunkUrls(): Promise<RouteChunkUrls> {
  const response = await fetch(__webpack_require__.gct);
  if (!response.ok) throw new Error(`route chunk table: HTTP ${response.status}`);
  return routeChunkUrls({
    routesChunkNames: routesChunkNames as Record<string, unknown>,
    matchedRoutePaths: (pathname) => matchRoutes(routes, pathname).map((match) => match.route.path),
    chunkUrl: chunkUrlLookup(await response.json(), (id) => __webpack_require__.gca(id)),
  });
}
