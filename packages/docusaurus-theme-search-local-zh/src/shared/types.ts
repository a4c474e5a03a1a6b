/** Files the indexer writes and the browser reads (format version 5). */

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

/**
 * `[anchor, h2 text, h3 text]`; records are stored page by page, in page order. The anchor is `0`
 * when it is the heading's slug (see `anchors.ts`).
 */
export type IndexRecord = [anchor: string | 0, lvl2: string, lvl3: string];

/**
 * The compact index loaded when search opens: page titles and headings as text. The words of page
 * content are in the word file (`wordFile.ts`), Han terms in shards (`hanShards.ts`).
 */
export interface SearchIndexFile {
  version: 5;
  sections: IndexSection[];
  pages: IndexPage[];
  records: IndexRecord[];
  /** Groups of wordings that mean the same (`synonyms.ts`): queries expand through them. */
  synonyms: string[][];
}

/** The text of one page's records (same order as its records), loaded for snippets of shown results. */
export type FragmentFile = string[];

/** Names the current files (the only search file that is not content-hashed). */
export interface SearchManifest {
  version: 5;
  index: string;
  /** The word file: loaded by queries with a non-Han word. */
  words: string;
  /** The Han shard set, `han/<hash of all shards>`: shard k is `hanShardFile(han, k)`. */
  han: string;
  hanShards: number;
}

export const SEARCH_DIR = 'search';
export const MANIFEST_FILE = 'manifest.json';
