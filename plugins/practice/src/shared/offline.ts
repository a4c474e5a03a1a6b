/**
 * The offline rules of /practice, shared by the build (which writes them into the service
 * worker) and the worker itself (which applies them to each request). Pure: no browser API.
 */

/** What the build hands the service worker (README.md, "Offline"). */
export interface OfflineConfig {
  /** Changes whenever anything cached changes: names the cache. */
  version: string;
  /** The practice page's path, `${baseUrl}practice`: the worker's scope too. */
  pagePath: string;
  /** The bank's manifest path: revalidated (network first). */
  manifestPath: string;
  /** Every path cached on install: the page, its scripts and styles, the bank's files. */
  precache: readonly string[];
  /** The site's base URL: hashed files sit under it. */
  baseUrl: string;
}

/** The service worker's file name, at the site's root (its scope may then be `${baseUrl}practice`). */
export const SERVICE_WORKER_FILE = 'practice-sw.js';

/** Every cache of this worker starts so; others (none today) are left alone. */
export const CACHE_PREFIX = 'practice-offline-';

export const cacheNameOf = (version: string): string => `${CACHE_PREFIX}${version}`;

/** Caches of an older build of this worker: deleted once the new one activates. */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheNameOf(version));
}

/**
 * How a request is answered:
 * - `page`: the practice page, any query: network first, else the cached page.
 * - `network-first`: the manifest and other unhashed files of the page: network, else the cache.
 * - `cache-first`: content-hashed files: the cache, else the network (and kept).
 * - `pass`: not ours; the browser fetches it as if there were no worker.
 */
export type Strategy = 'page' | 'network-first' | 'cache-first' | 'pass';

/** Files whose name holds the hash of their content (the same rules as scripts/serve/requestPath.ts). */
export function isHashedPath(relative: string): boolean {
  return (
    relative.startsWith('assets/') ||
    /^practice-bank\/[a-z0-9-]+\.[0-9a-f]{10}\.json$/.test(relative) ||
    /^diagrams\/[0-9a-f]{16}\.(?:light|dark)\.svg$/.test(relative)
  );
}

export interface RequestFacts {
  method: string;
  /** The request's absolute URL. */
  url: string;
}

export function strategyFor(request: RequestFacts, origin: string, config: OfflineConfig): Strategy {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin) return 'pass';
  const { pathname } = url;
  if (pathname === config.pagePath) return 'page';
  if (pathname === config.manifestPath) return 'network-first';
  if (pathname.startsWith(config.baseUrl) && isHashedPath(pathname.slice(config.baseUrl.length)))
    return 'cache-first';
  if (config.precache.includes(pathname)) return 'network-first';
  return 'pass';
}
