import { SYNONYM_GROUPS } from '../shared/synonyms.ts';
import { createHash } from 'node:crypto';
import { encodeAnchor } from '../shared/anchors.ts';
import { encodeWords } from '../shared/dictionary.ts';
import { encodeHanShard, hanShardFile, hanShardOf, type HanShardContents } from '../shared/hanShards.ts';
import { encodePostings } from '../shared/postings.ts';
import { encodeWordFile } from '../shared/wordFile.ts';
import { indexTerms, isHanBigram, normalize, startsWithHan } from '../shared/text.ts';
import type {
  FragmentFile,
  IndexPage,
  IndexRecord,
  IndexSection,
  SearchIndexFile,
  SearchManifest,
} from '../shared/types.ts';
import type { ExtractedPage } from './extract.ts';

export interface PageToIndex extends ExtractedPage {
  url: string;
  section: IndexSection;
}

/** A file to write under the search folder: name relative to it, and contents. */
export interface OutputFile {
  name: string;
  contents: string | Uint8Array;
}

function hashOf(...contents: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of contents) hash.update(part);
  return hash.digest('hex').slice(0, 10);
}

function hashed(prefix: string, extension: string, contents: string | Uint8Array): OutputFile {
  return { name: `${prefix}${hashOf(contents)}.${extension}`, contents };
}

/** Han shards per site: ~8 KB compressed each for ~350 pages, one to four per query. */
export const HAN_SHARD_COUNT = 64;

/** A term held by at least this many records of a page counts as frequent there. */
export const FREQUENT_IN_RECORDS = 3;

function append(map: Map<string, number[]>, term: string, page: number): void {
  const list = map.get(term);
  if (list) list.push(page);
  else map.set(term, [page]);
}

/** A Han bigram found on one page only is rare: stored with its page, without postings (lone characters never are). */
function isRare(term: string, pageCount: number): boolean {
  return pageCount === 1 && isHanBigram(term);
}

/** The Han shards' files, all named after one hash of their contents (`han/<hash>-<k>.bin`). */
function hanShardFiles(
  sortedHan: readonly string[],
  termPages: ReadonlyMap<string, number[]>,
  frequentPages: ReadonlyMap<string, number[]>,
  shardCount: number,
): { set: string; files: OutputFile[] } {
  const shards = Array.from({ length: shardCount }, (): HanShardContents => ({
    terms: [],
    present: [],
    frequent: [],
    rare: [],
    rarePages: [],
  }));
  for (const term of sortedHan) {
    const shard = shards[hanShardOf(term, shardCount)]!;
    const pages = termPages.get(term)!;
    if (isRare(term, pages.length)) {
      shard.rare.push(term);
      shard.rarePages.push(pages[0]!);
    } else {
      shard.terms.push(term);
      shard.present.push(pages);
      shard.frequent.push(frequentPages.get(term) ?? []);
    }
  }
  const encoded = shards.map(encodeHanShard);
  const set = `han/${hashOf(...encoded)}`;
  return { set, files: encoded.map((contents, k) => ({ name: hanShardFile(set, k), contents })) };
}

/**
 * Turns extracted pages into the search files: a compact index (titles, headings), the word file
 * (words and their postings), the Han shards, one fragment per page, and the manifest naming them.
 */
export function buildSearchFiles(
  pagesToIndex: readonly PageToIndex[],
  hanShardCount: number = HAN_SHARD_COUNT,
): {
  manifest: SearchManifest;
  files: OutputFile[];
} {
  const sections: IndexSection[] = [];
  const pages: IndexPage[] = [];
  const records: IndexRecord[] = [];
  const files: OutputFile[] = [];
  const termPages = new Map<string, number[]>();
  const frequentPages = new Map<string, number[]>();

  pagesToIndex.forEach((page, pageNumber) => {
    let section = sections.findIndex((known) => known.key === page.section.key);
    if (section === -1) section = sections.push({ key: page.section.key, label: page.section.label }) - 1;
    const fragment = hashed(
      'pages/',
      'json',
      JSON.stringify(page.records.map((record) => record.content) satisfies FragmentFile),
    );
    files.push(fragment);
    pages.push([page.url, page.title, section, fragment.name, records.length, page.records.length]);
    const recordsWithTerm = new Map<string, number>();
    for (const record of page.records) {
      records.push([encodeAnchor(record.anchor, record.lvl2, record.lvl3), record.lvl2, record.lvl3]);
      for (const term of indexTerms(normalize(record.content))) {
        recordsWithTerm.set(term, (recordsWithTerm.get(term) ?? 0) + 1);
      }
    }
    for (const [term, count] of recordsWithTerm) {
      append(termPages, term, pageNumber);
      if (count >= FREQUENT_IN_RECORDS) append(frequentPages, term, pageNumber);
    }
  });

  const sorted = [...termPages.keys()].sort();
  const words = sorted.filter((term) => !startsWithHan(term));
  const wordFile = hashed(
    'words.',
    'bin',
    encodeWordFile(
      encodeWords(words),
      encodePostings([
        ...words.map((term) => termPages.get(term)!),
        ...words.map((term) => frequentPages.get(term) ?? []),
      ]),
    ),
  );
  const han = hanShardFiles(
    sorted.filter((term) => startsWithHan(term)),
    termPages,
    frequentPages,
    hanShardCount,
  );
  const index: SearchIndexFile = {
    version: 5,
    sections,
    pages,
    records,
    synonyms: SYNONYM_GROUPS.map((group) => [...group]),
  };
  const indexOutput = hashed('index.', 'json', JSON.stringify(index));
  files.push(wordFile, ...han.files, indexOutput);
  return {
    manifest: {
      version: 5,
      index: indexOutput.name,
      words: wordFile.name,
      han: han.set,
      hanShards: hanShardCount,
    },
    files,
  };
}
