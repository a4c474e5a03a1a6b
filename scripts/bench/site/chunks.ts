import type { ChunkKind, LoadedAsset, UnneededChunk } from './types';

/**
 * Text that only a chunk of the given kind contains, found in the built code: a kind matches
 * when every string of one of its alternatives occurs. Class names and error names survive
 * minification, identifiers do not.
 */
const chunkMarkers: Record<ChunkKind, readonly (readonly string[])[]> = {
  // The mermaid library itself (its diagram registry and config keys), not the small container.
  mermaid: [['securityLevel', 'flowchart', 'sequenceDiagram']],
  // Prism and its grammars (plugins/code-blocks loads them only to highlight in the browser).
  prism: [['prism-code', 'greedy', 'lookbehind']],
  // packages/docusaurus-theme-search-local-zh/src/client/engine.ts: its index class (a field name) and the error it throws.
  searchEngine: [['RetryError', 'manifestUrl']],
  // DocSearch's modal (its code and its stylesheet); the navbar button is not it.
  searchModal: [['DocSearch-Modal', 'DocSearch-SearchBar']],
};

/** The chunk kinds whose markers a script or stylesheet contains. */
export function chunkKinds(source: string): ChunkKind[] {
  return (Object.keys(chunkMarkers) as ChunkKind[]).filter((kind) =>
    chunkMarkers[kind].some((markers) => markers.every((marker) => source.includes(marker))),
  );
}

/** Kinds loaded by a page whose type does not use them, each with the files that hold it. */
export function unneededChunks(assets: readonly LoadedAsset[], uses: readonly ChunkKind[]): UnneededChunk[] {
  return (Object.keys(chunkMarkers) as ChunkKind[])
    .filter((kind) => !uses.includes(kind))
    .map((kind) => ({
      kind,
      files: assets.filter((asset) => asset.kinds.includes(kind)).map((asset) => fileName(asset.url)),
    }))
    .filter((chunk) => chunk.files.length > 0);
}

/** Last path segment of a URL: `…/assets/js/main.1a2b.js` → `main.1a2b.js`. */
export function fileName(url: string): string {
  return new URL(url, 'http://localhost/').pathname.split('/').pop() ?? url;
}

export interface ByteTotals {
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsRawBytes: number;
  cssRawBytes: number;
}

/** Sums raw and gzip bytes per asset type; the same URL counts once. */
export function byteTotals(assets: readonly LoadedAsset[]): ByteTotals {
  const totals: ByteTotals = { jsGzipBytes: 0, cssGzipBytes: 0, jsRawBytes: 0, cssRawBytes: 0 };
  const seen = new Set<string>();
  for (const asset of assets) {
    if (seen.has(asset.url)) continue;
    seen.add(asset.url);
    if (asset.type === 'script') {
      totals.jsGzipBytes += asset.gzipBytes;
      totals.jsRawBytes += asset.rawBytes;
    } else {
      totals.cssGzipBytes += asset.gzipBytes;
      totals.cssRawBytes += asset.rawBytes;
    }
  }
  return totals;
}
