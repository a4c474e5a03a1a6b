import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  candidateFiles,
  IMMUTABLE,
  MAX_PATH_LENGTH,
  parseRequestTarget,
} from './requestPath';

describe('parseRequestTarget', () => {
  it('decodes Chinese and spaces into path segments and ignores the query', () => {
    expect(
      parseRequestTarget(
        `/docs/React/${encodeURIComponent('深入REACT技术栈')}/${encodeURIComponent('03章-2 Virtual DOM')}?q=1`,
      ),
    ).toEqual({ kind: 'path', segments: ['docs', 'React', '深入REACT技术栈', '03章-2 Virtual DOM'] });
  });

  it('collapses repeated slashes', () => {
    expect(parseRequestTarget('//docs///x')).toEqual({ kind: 'path', segments: ['docs', 'x'] });
    expect(parseRequestTarget('/')).toEqual({ kind: 'path', segments: [] });
  });

  it.each([
    '/../etc/passwd',
    '/docs/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E%2Fetc%2Fpasswd',
    '/docs%2fx',
    '/a\\b',
    '/%5c..%5cx',
    '/x%00.html',
    '/%E4%B8',
    '/%C0%AE%C0%AE/',
    '/%zz',
    '/./index.html',
    'index.html',
    'http://evil.example/',
  ])('refuses %s', (url) => {
    expect(parseRequestTarget(url)).toEqual({ kind: 'bad' });
  });

  it('hides dot files and answers absurd lengths with the 404 page', () => {
    expect(parseRequestTarget('/.server/csp.json')).toEqual({ kind: 'not-found' });
    expect(parseRequestTarget(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toEqual({ kind: 'not-found' });
  });

  it('redirects a trailing slash to a same-origin path, re-encoded', () => {
    expect(parseRequestTarget('/docs/React/?a=1')).toEqual({ kind: 'redirect', location: '/docs/React?a=1' });
    expect(parseRequestTarget('//evil.example/')).toEqual({ kind: 'redirect', location: '/evil.example' });
    expect(parseRequestTarget('/%E6%B7%B1 x/')).toEqual({ kind: 'redirect', location: '/%E6%B7%B1%20x' });
  });
});

describe('candidateFiles', () => {
  it('tries the file, then .html, then the folder index (trailingSlash: false)', () => {
    expect(candidateFiles([])).toEqual(['index.html']);
    expect(candidateFiles(['docs', 'x'])).toEqual(['docs/x', 'docs/x.html', 'docs/x/index.html']);
  });
});

describe('cacheControlFor', () => {
  it('marks content-hashed files immutable and makes the rest revalidate', () => {
    expect(cacheControlFor('assets/js/main.db64a260.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('search/react.314004cd05.json')).toBe(IMMUTABLE);
    expect(cacheControlFor('search/han/0123456789-63.bin')).toBe(IMMUTABLE);
    expect(cacheControlFor('search/han/notes.bin')).toBe('no-cache');
    expect(cacheControlFor('search/manifest.json')).toBe('no-cache');
    expect(cacheControlFor('practice-bank/index.0123456789.json')).toBe(IMMUTABLE);
    expect(cacheControlFor('practice-bank/answers-html-and-css.0123456789.json')).toBe(IMMUTABLE);
    expect(cacheControlFor('practice-bank/manifest.json')).toBe('no-cache');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('img/logo.svg')).toBe('no-cache');
    expect(cacheControlFor('diagrams/0123456789abcdef.dark.svg')).toBe(IMMUTABLE);
    expect(cacheControlFor('diagrams/notes.svg')).toBe('no-cache');
  });
});
