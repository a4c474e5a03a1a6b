import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerOffline } from './registerOffline';

describe('registering the offline worker', () => {
  beforeEach(() => vi.stubEnv('NODE_ENV', 'production'));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('registers the worker with the practice page’s scope', () => {
    const register = vi.fn(() => Promise.resolve({}));
    vi.stubGlobal('navigator', { serviceWorker: { register } });
    registerOffline('/notes/practice-sw.js', '/notes/practice');
    expect(register).toHaveBeenCalledWith('/notes/practice-sw.js', { scope: '/notes/practice' });
  });

  it('a refused registration (storage off, a private window) is swallowed', async () => {
    const refused = Promise.reject(new DOMException('denied', 'SecurityError'));
    const register = vi.fn(() => refused);
    vi.stubGlobal('navigator', { serviceWorker: { register } });
    expect(() => registerOffline('/practice-sw.js', '/practice')).not.toThrow();
    // No unhandled rejection: the promise the page holds is caught.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('a browser that throws on navigator.serviceWorker, or has none, is left alone', () => {
    vi.stubGlobal('navigator', {
      get serviceWorker(): never {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => registerOffline('/practice-sw.js', '/practice')).not.toThrow();
    vi.stubGlobal('navigator', {});
    expect(() => registerOffline('/practice-sw.js', '/practice')).not.toThrow();
  });

  it('does nothing outside a production build (there is no worker file)', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const register = vi.fn(() => Promise.resolve({}));
    vi.stubGlobal('navigator', { serviceWorker: { register } });
    registerOffline('/practice-sw.js', '/practice');
    expect(register).not.toHaveBeenCalled();
  });
});
