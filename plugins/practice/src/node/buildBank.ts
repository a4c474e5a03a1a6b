import { createHash } from 'node:crypto';
import type { ExtractedQuestion } from './extractAnswers';
import {
  BANK_VERSION,
  type AnswerChunk,
  type BankIndex,
  type BankManifest,
  type BankPage,
  type BankQuestion,
} from '../shared/types';

/** Answers per file at most (a page's questions stay in one file): a session loads a few. */
export const CHUNK_QUESTIONS = 40;

export interface PageOfBank extends BankPage {
  /** Its questions in page order, with their answers. */
  questions: (ExtractedQuestion & { id: string })[];
}

export interface BankFile {
  name: string;
  contents: string;
}

const hashOf = (contents: string) => createHash('sha256').update(contents).digest('hex').slice(0, 10);

function fileNamed(stem: string, value: unknown): BankFile {
  const contents = JSON.stringify(value);
  return { name: `${stem}.${hashOf(contents)}.json`, contents };
}

/** Pages split into runs of whole pages of the same section, each under CHUNK_QUESTIONS when it can be. */
function chunkRuns(pages: readonly PageOfBank[]): PageOfBank[][] {
  const runs: PageOfBank[][] = [];
  let current: PageOfBank[] = [];
  let count = 0;
  for (const page of pages) {
    const sameSection = current.length > 0 && current[0]!.section === page.section;
    if (current.length > 0 && (!sameSection || count + page.questions.length > CHUNK_QUESTIONS)) {
      runs.push(current);
      current = [];
      count = 0;
    }
    current.push(page);
    count += page.questions.length;
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

/**
 * The bank's files: answer chunks, an index naming them (questions and scope metadata only),
 * all content-hashed, and the manifest naming the index. Pages come in section order.
 */
export function buildBankFiles(
  pages: readonly PageOfBank[],
  sections: BankIndex['sections'],
): { manifest: BankManifest; index: BankIndex; files: BankFile[] } {
  const order = new Map(sections.map(({ key }, position) => [key, position]));
  const sorted = pages
    .filter((page) => page.questions.length > 0)
    .sort(
      (a, b) => (order.get(a.section) ?? 99) - (order.get(b.section) ?? 99) || a.url.localeCompare(b.url),
    );
  const files: BankFile[] = [];
  const bankPages: BankPage[] = [];
  const questions: BankQuestion[] = [];
  const chunks: string[] = [];
  for (const run of chunkRuns(sorted)) {
    const chunk: AnswerChunk = { version: BANK_VERSION, answers: {} };
    for (const page of run) {
      const pageIndex = bankPages.length;
      bankPages.push({
        url: page.url,
        title: page.title,
        section: page.section,
        category: page.category,
        tags: page.tags,
      });
      for (const { id, text, conclusion, reasoning, href } of page.questions) {
        chunk.answers[id] = { conclusion, reasoning, href };
        questions.push({ id, text, page: pageIndex, chunk: chunks.length });
      }
    }
    const file = fileNamed(`answers-${run[0]!.section.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, chunk);
    files.push(file);
    chunks.push(file.name);
  }
  const seen = new Map<string, string>();
  for (const question of questions) {
    const other = seen.get(question.id);
    if (other)
      throw new Error(
        `practice: two questions share the id ${question.id}: "${other}" and "${question.text}"`,
      );
    seen.set(question.id, question.text);
  }
  const index: BankIndex = { version: BANK_VERSION, sections, pages: bankPages, questions, chunks };
  const indexFile = fileNamed('index', index);
  files.push(indexFile);
  return { manifest: { version: BANK_VERSION, index: indexFile.name }, index, files };
}
