/** Files the indexer writes and the browser reads (format version 2). */

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
 * The compact index loaded when search opens: page titles and headings as text, and which pages'
 * content holds each term. The postings file holds one list per term (words, then Han), then for
 * each term again the pages where at least three of the page's records hold it.
 */
export interface SearchIndexFile {
  version: 2;
  sections: IndexSection[];
  pages: IndexPage[];
  records: IndexRecord[];
  /** Sorted words (see `encodeWords`); their postings come first. */
  words: string;
  /** Sorted Han bigrams and lone characters (see `encodeHan`); bigrams held by one page only live in the rare file. */
  han: string;
}

/** Han bigrams found in one page only: loaded when a query needs a bigram the main index lacks. */
export interface RareTermsFile {
  /** Sorted, joined with '\n'. */
  terms: string;
  /** The page of each term. */
  pages: number[];
}

/** The text of one page's records (same order as its records), loaded for snippets of shown results. */
export type FragmentFile = string[];

/** Names the current files (the only search file that is not content-hashed). */
export interface SearchManifest {
  version: 2;
  index: string;
  postings: string;
  rare: string;
}

export const SEARCH_DIR = 'search';
export const MANIFEST_FILE = 'manifest.json';
