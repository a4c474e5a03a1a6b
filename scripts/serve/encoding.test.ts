import { describe, expect, it } from 'vitest';
import { contentTypeFor, isCompressible } from './contentTypes';
import { acceptedEncodings, chooseEncoding, type EncodingName } from './encoding';
import { brotliQualityFor } from './precompress';

const both = new Set<EncodingName>(['br', 'gzip']);

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, among the siblings that exist', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)?.name).toBe('br');
    expect(chooseEncoding('gzip, deflate, br', new Set(['gzip']))?.name).toBe('gzip');
    expect(chooseEncoding('gzip', both)?.name).toBe('gzip');
    expect(chooseEncoding('br', new Set(['gzip']))).toBeUndefined();
  });

  it('honours q=0 and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5', both)?.name).toBe('gzip');
    expect(chooseEncoding('*', both)?.name).toBe('br');
    expect(chooseEncoding('*;q=0, gzip', both)?.name).toBe('gzip');
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect([...acceptedEncodings('x-gzip')]).toEqual(['gzip']);
  });
});

describe('content types', () => {
  it('adds charset=utf-8 to text types only', () => {
    expect(contentTypeFor('docs/x.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('assets/js/main.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('img/a.PNG')).toBe('image/png');
    expect(contentTypeFor('docs/03章-2 Virtual DOM')).toBe('application/octet-stream');
  });

  it('precompresses text but not source maps or images', () => {
    expect(isCompressible('search/react.0123456789.json')).toBe(true);
    expect(isCompressible('img/logo.svg')).toBe(true);
    expect(isCompressible('assets/js/main.js.map')).toBe(false);
    expect(isCompressible('img/a.png')).toBe(false);
  });
});

describe('brotli quality', () => {
  it('spends quality 11 on content-hashed files and 9 on pages', () => {
    expect(brotliQualityFor('assets/js/main.0df6471f.js')).toBe(11);
    expect(brotliQualityFor('search/words.7ef88144a6.bin')).toBe(11);
    expect(brotliQualityFor('docs/javascript.html')).toBe(9);
    expect(brotliQualityFor('search/manifest.json')).toBe(9);
  });
});
