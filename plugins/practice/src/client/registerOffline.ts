/**
 * Registers the /practice service worker (README.md, "Offline"). Only in a production build
 * (the worker is a build output). Any failure (no service workers, storage disabled, a private
 * window) is swallowed: the page works as before, online.
 */
export function registerOffline(serviceWorkerUrl: string, scope: string): void {
  if (process.env.NODE_ENV !== 'production') return;
  try {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(serviceWorkerUrl, { scope }).catch(() => undefined);
  } catch {
    // Some browsers throw on access to navigator.serviceWorker in private windows.
  }
}
