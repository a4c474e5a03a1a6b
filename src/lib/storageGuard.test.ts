import { describe, expect, it } from 'vitest';
import { hideUnreadableLocalStorage, probeLocalStorage, type StorageHost } from './storageGuard';

function hostWith(getItem: () => string | null): StorageHost {
  return { localStorage: { getItem } };
}

const securityError = new Error('The operation is insecure.');

describe('probeLocalStorage', () => {
  it('reports readable storage', () => {
    expect(probeLocalStorage(hostWith(() => null))).toEqual({ readable: true });
  });

  it('reports the error when a read throws', () => {
    const probe = probeLocalStorage(
      hostWith(() => {
        throw securityError;
      }),
    );
    expect(probe).toEqual({ readable: false, error: securityError });
  });

  it('reports the error when reading the property itself throws', () => {
    const host = {} as StorageHost;
    Object.defineProperty(host, 'localStorage', {
      get() {
        throw securityError;
      },
    });
    expect(probeLocalStorage(host)).toEqual({ readable: false, error: securityError });
  });
});

describe('hideUnreadableLocalStorage', () => {
  it('leaves readable storage in place, even when writes would fail', () => {
    const storage = { getItem: () => 'dark' };
    const host: StorageHost = { localStorage: storage };
    expect(hideUnreadableLocalStorage(host)).toBe(false);
    expect(host.localStorage).toBe(storage);
  });

  it('makes the property throw the read error when reads throw', () => {
    const host = hostWith(() => {
      throw securityError;
    });
    expect(hideUnreadableLocalStorage(host)).toBe(true);
    expect(() => host.localStorage).toThrow(securityError);
  });
});
