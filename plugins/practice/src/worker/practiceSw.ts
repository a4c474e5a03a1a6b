/**
 * The service worker of /practice (README.md, "Offline"). Bundled by the build
 * (src/node/offline.ts) with its config in `__PRACTICE_OFFLINE__`; served as /practice-sw.js
 * with the scope /practice. The choice of strategy is src/shared/offline.ts (unit-tested).
 */
import { cacheNameOf, staleCaches, strategyFor, type OfflineConfig } from '../shared/offline';

declare const __PRACTICE_OFFLINE__: OfflineConfig;

/** The few parts of the worker's global scope used here (the site's tsconfig has the DOM lib). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const config = __PRACTICE_OFFLINE__;
const cacheName = cacheNameOf(config.version);

/** Unhashed files are fetched past the HTTP cache, so the cache gets this build's copy. */
function precacheRequest(path: string): Request {
  const hashed =
    strategyFor(
      { method: 'GET', url: new URL(path, worker.location.href).href },
      worker.location.origin,
      config,
    ) === 'cache-first';
  return new Request(path, { cache: hashed ? 'default' : 'no-cache', credentials: 'same-origin' });
}

worker.addEventListener('install', (event) => {
  // All or nothing: if one file fails, this worker is not installed and the next visit tries again.
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(config.precache.map(precacheRequest)))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, config.version).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

/** The network's answer, kept under `key` when it is a whole 200; else the cached copy. */
async function networkFirst(request: Request, key: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (strategyFor(request, worker.location.origin, config)) {
    case 'page':
      // /practice?section=… is the same page: one cached copy answers every query.
      event.respondWith(networkFirst(request, config.pagePath));
      break;
    case 'network-first':
      event.respondWith(networkFirst(request, new URL(request.url).pathname));
      break;
    case 'cache-first':
      event.respondWith(cacheFirst(request));
      break;
    case 'pass':
      break;
  }
});
