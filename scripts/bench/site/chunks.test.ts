import { describe, expect, it } from 'vitest';
import { byteTotals, chunkKinds, fileName, unneededChunks } from './chunks';
import type { LoadedAsset } from './types';

function asset(
  url: string,
  type: LoadedAsset['type'],
  gzipBytes: number,
  kinds: LoadedAsset['kinds'] = [],
): LoadedAsset {
  return { url, type, rawBytes: gzipBytes * 3, gzipBytes, kinds };
}

describe('chunkKinds', () => {
  it('recognises the mermaid library by its config and diagram names', () => {
    expect(chunkKinds('e.securityLevel;x="flowchart";y="sequenceDiagram"')).toEqual(['mermaid']);
  });

  it('does not take a page that only mentions a diagram type for mermaid', () => {
    expect(chunkKinds('"sequenceDiagram" in a note about flowchart syntax')).toEqual([]);
  });

  it('recognises our search engine and the DocSearch modal', () => {
    expect(chunkKinds('class s extends Error{name="RetryError"}class c{manifestUrl;')).toEqual([
      'searchEngine',
    ]);
    expect(chunkKinds('.DocSearch-Modal{}.DocSearch-SearchBar{}')).toEqual(['searchModal']);
  });

  it('recognises Prism with its grammars, not a note that names its class', () => {
    expect(chunkKinds('className:"prism-code",greedy:!0,lookbehind:!0')).toEqual(['prism']);
    expect(chunkKinds('children:"prism-code"')).toEqual([]);
  });

  it('does not take DocSearch’s own RetryError or its button for our engine or the modal', () => {
    expect(chunkKinds('name="RetryError" .DocSearch-Button')).toEqual([]);
  });
});

describe('unneededChunks', () => {
  const assets = [
    asset('http://x/assets/js/main.1.js', 'script', 100, ['searchEngine']),
    asset('http://x/assets/js/31.2.js', 'script', 200, ['mermaid']),
    asset('http://x/assets/css/styles.3.css', 'stylesheet', 10, ['searchModal']),
  ];

  it('lists each loaded kind the page does not use, with its files', () => {
    expect(unneededChunks(assets, ['mermaid'])).toEqual([
      { kind: 'searchEngine', files: ['main.1.js'] },
      { kind: 'searchModal', files: ['styles.3.css'] },
    ]);
  });

  it('is empty when the page uses everything it loads', () => {
    expect(unneededChunks(assets, ['mermaid', 'searchEngine', 'searchModal'])).toEqual([]);
  });
});

describe('byteTotals', () => {
  it('sums scripts and stylesheets apart and counts a repeated URL once', () => {
    const totals = byteTotals([
      asset('http://x/a.js', 'script', 100),
      asset('http://x/a.js', 'script', 100),
      asset('http://x/b.js', 'script', 50),
      asset('http://x/s.css', 'stylesheet', 20),
    ]);
    expect(totals).toEqual({ jsGzipBytes: 150, jsRawBytes: 450, cssGzipBytes: 20, cssRawBytes: 60 });
  });
});

describe('fileName', () => {
  it('keeps the last path segment', () => {
    expect(fileName('http://127.0.0.1:3500/assets/js/main.db64a260.js?x=1')).toBe('main.db64a260.js');
  });
});
