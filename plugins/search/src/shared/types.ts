/** Data shared by the indexer (Node) and the search engine (browser). */

/** One searchable block: a page's intro, or one h2/h3 section of it. */
export interface SearchRecord {
  /** Index into the shard's pages. */
  page: number;
  /** Heading id ('' for the page top). */
  anchor: string;
  lvl2: string;
  lvl3: string;
  content: string;
}

export interface SearchPage {
  url: string;
  title: string;
}

/** All records of one docs section (or the blog), fetched as one file. */
export interface SearchShard {
  section: string;
  label: string;
  pages: SearchPage[];
  records: SearchRecord[];
}

export interface ManifestEntry {
  section: string;
  label: string;
  /** File name under the search folder, content-hashed. */
  file: string;
  records: number;
}

export interface SearchManifest {
  version: 1;
  shards: ManifestEntry[];
}

export const SEARCH_DIR = 'search';
export const MANIFEST_FILE = 'manifest.json';
