/** Files the indexer writes and the browser reads (format version 3). */

export interface IndexSection {
  key: string;
  label: string;
}

/** `[url, title, section index, fragment file, first record, record count]` */
export type IndexPage = [
  url: string,
  title: string,
  section: number,
  fragment: string,
  first: number,
  count: number,
];

/** `[anchor, h2 text, h3 text]`; records are stored page by page, in page order. */
export type IndexRecord = [anchor: string, lvl2: string, lvl3: string];

/**
 * The compact index loaded when search opens: page titles and headings as text, and the words of
 * page content. The postings file holds one list per word, then for each word again the pages
 * where at least three of the page's records hold it. Han terms are in shards (`hanShards.ts`).
 */
export interface SearchIndexFile {
  version: 3;
  sections: IndexSection[];
  pages: IndexPage[];
  records: IndexRecord[];
  /** Sorted words (see `encodeWords`). */
  words: string;
}

/** The text of one page's records (same order as its records), loaded for snippets of shown results. */
export type FragmentFile = string[];

/** Names the current files (the only search file that is not content-hashed). */
export interface SearchManifest {
  version: 3;
  index: string;
  postings: string;
  /** The Han shard set, `han/<hash of all shards>`: shard k is `hanShardFile(han, k)`. */
  han: string;
  hanShards: number;
}

export const SEARCH_DIR = 'search';
export const MANIFEST_FILE = 'manifest.json';
