import { decodeFilesMeta, FILES_META_NAME } from '../shared/filesMeta.ts';
import type { SearchIndexFile, SearchManifest } from '../shared/types.ts';

/** The index loaded when search opens, fetched and parsed (the engine prepares it), with the manifest naming it. */
export interface IndexFiles {
  manifest: SearchManifest;
  index: SearchIndexFile;
}

/** The browser's fetch, as one function value (the cache below is per fetch function). */
export const browserFetch: typeof fetch = (...args) => fetch(...args);

/** The folder of the manifest, where every search file lives. */
export function searchFolder(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

const started = new WeakMap<typeof fetch, Map<string, Promise<IndexFiles>>>();

/** Fetches `url`, failing on any status but 2xx. */
export async function fetchOk(fetchImpl: typeof fetch, url: string, init?: RequestInit): Promise<Response> {
  const response = await fetchImpl(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

/** The search files the page was built with, named in its head (see `withFilesMeta`). */
export function filesNamedByPage(): SearchManifest | undefined {
  if (typeof document === 'undefined') return undefined;
  return decodeFilesMeta(document.querySelector(`meta[name="${FILES_META_NAME}"]`)?.getAttribute('content'));
}

/**
 * Fetches the index once per manifest URL: straight away when the page names it, else (or when
 * that name is gone after a new deploy) after reading the manifest. Small
 * and free of the engine, so the search button can start it on Ctrl+K while the engine's own code
 * still loads. A failure is forgotten, so the next call tries again.
 */
export function fetchIndexFiles(
  manifestUrl: string,
  fetchImpl: typeof fetch = browserFetch,
  named: SearchManifest | undefined = filesNamedByPage(),
): Promise<IndexFiles> {
  const byUrl = started.get(fetchImpl) ?? new Map<string, Promise<IndexFiles>>();
  started.set(fetchImpl, byUrl);
  let files = byUrl.get(manifestUrl);
  if (!files) {
    const base = searchFolder(manifestUrl);
    const filesOf = async (manifest: SearchManifest): Promise<IndexFiles> => {
      const response = await fetchOk(fetchImpl, `${base}${manifest.index}`);
      return { manifest, index: (await response.json()) as SearchIndexFile };
    };
    const fromManifest = () =>
      fetchOk(fetchImpl, manifestUrl, { cache: 'no-cache' })
        .then((response) => response.json() as Promise<SearchManifest>)
        .then(filesOf);
    files = named ? filesOf(named).catch(fromManifest) : fromManifest();
    files.catch(() => byUrl.delete(manifestUrl));
    byUrl.set(manifestUrl, files);
  }
  return files;
}
