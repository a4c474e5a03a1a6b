import { createHash } from 'node:crypto';
import { encodeHan, encodeWords } from '../shared/dictionary';
import { encodePostings } from '../shared/postings';
import { indexTerms, isHanBigram, normalize, startsWithHan } from '../shared/text';
import type {
  FragmentFile,
  IndexPage,
  IndexRecord,
  IndexSection,
  RareTermsFile,
  SearchIndexFile,
  SearchManifest,
} from '../shared/types';
import type { ExtractedPage } from './extract';

export interface PageToIndex extends ExtractedPage {
  url: string;
  section: IndexSection;
}

/** A file to write under the search folder: name relative to it, and contents. */
export interface OutputFile {
  name: string;
  contents: string | Uint8Array;
}

function hashed(prefix: string, extension: string, contents: string | Uint8Array): OutputFile {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return { name: `${prefix}${hash}.${extension}`, contents };
}

/** A term held by at least this many records of a page counts as frequent there. */
export const FREQUENT_IN_RECORDS = 3;

function append(map: Map<string, number[]>, term: string, page: number): void {
  const list = map.get(term);
  if (list) list.push(page);
  else map.set(term, [page]);
}

/** A Han bigram found on one page only is rare: kept out of the index loaded up front (lone characters never are). */
function isRare(term: string, pageCount: number): boolean {
  return pageCount === 1 && isHanBigram(term);
}

/**
 * Turns extracted pages into the search files: a compact index (titles, headings, sorted terms),
 * its postings, the rare terms, one fragment per page, and the manifest naming the index.
 */
export function buildSearchFiles(pagesToIndex: readonly PageToIndex[]): {
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
      records.push([record.anchor, record.lvl2, record.lvl3]);
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
  const han = sorted.filter((term) => startsWithHan(term) && !isRare(term, termPages.get(term)!.length));
  const rare = sorted.filter((term) => isRare(term, termPages.get(term)!.length));
  const ordered = [...words, ...han];
  const postings = hashed(
    'postings.',
    'bin',
    encodePostings([
      ...ordered.map((term) => termPages.get(term)!),
      ...ordered.map((term) => frequentPages.get(term) ?? []),
    ]),
  );
  const rareFile: RareTermsFile = {
    terms: rare.join('\n'),
    pages: rare.map((term) => termPages.get(term)![0]!),
  };
  const rareOutput = hashed('rare.', 'json', JSON.stringify(rareFile));
  const index: SearchIndexFile = {
    version: 2,
    sections,
    pages,
    records,
    words: encodeWords(words),
    han: encodeHan(han),
  };
  const indexOutput = hashed('index.', 'json', JSON.stringify(index));
  files.push(postings, rareOutput, indexOutput);
  return {
    manifest: { version: 2, index: indexOutput.name, postings: postings.name, rare: rareOutput.name },
    files,
  };
}
