/** The part of `window` the guard reads and, when storage is unreadable, redefines. */
export interface StorageHost {
  readonly localStorage: Pick<Storage, 'getItem'>;
}

export type StorageProbe = { readable: true } | { readable: false; error: unknown };

const PROBE_KEY = 'storage-probe';

/** Whether `localStorage` can be read at all (reading the property itself may throw too). */
export function probeLocalStorage(host: StorageHost): StorageProbe {
  try {
    host.localStorage.getItem(PROBE_KEY);
    return { readable: true };
  } catch (error) {
    return { readable: false, error };
  }
}

/**
 * When every read of `localStorage` throws, make the property itself throw that error.
 * Docusaurus then treats storage as unavailable (one console warning, state kept for the
 * visit only) instead of logging a console error on every read and write.
 * Storage that reads but cannot write (full) is left alone so stored choices still apply.
 * Returns whether storage was hidden.
 */
export function hideUnreadableLocalStorage(host: StorageHost): boolean {
  const probe = probeLocalStorage(host);
  if (probe.readable) return false;
  Object.defineProperty(host, 'localStorage', {
    configurable: true,
    get() {
      throw probe.error;
    },
  });
  return true;
}
