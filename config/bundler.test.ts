import { describe, expect, it } from 'vitest';
import { resolveSiteBundler } from './bundler';

describe('resolveSiteBundler', () => {
  it('builds with Rspack when SITE_BUNDLER is unset or blank', () => {
    expect(resolveSiteBundler({})).toBe('rspack');
    expect(resolveSiteBundler({ SITE_BUNDLER: ' ' })).toBe('rspack');
  });

  it('accepts webpack in any case', () => {
    expect(resolveSiteBundler({ SITE_BUNDLER: 'Webpack' })).toBe('webpack');
  });

  it('rejects an unknown bundler', () => {
    expect(() => resolveSiteBundler({ SITE_BUNDLER: 'vite' })).toThrow(/rspack, webpack/);
  });
});
