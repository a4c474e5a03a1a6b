import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toPage } from '../../../../scripts/check-content/pages';
import { scanInterviewQuestions } from '../../../../scripts/check-content/rules/interview';
import { questionIds } from '../shared/questionId';

export interface SourceQuestion {
  id: string;
  /** The `<summary>` source text. */
  summary: string;
}

/** The interview questions of one page's source, found as the content checker finds them, each with its stable id. */
export function questionsOfSource(siteDir: string, file: string, source: string): SourceQuestion[] {
  const page = toPage(siteDir, path.resolve(siteDir, file), source);
  const { questions } = scanInterviewQuestions(page);
  const ids = questionIds(
    page.file,
    questions.map(({ summary }) => summary),
  );
  return questions.map(({ summary }, index) => ({ id: ids[index]!, summary }));
}

export async function questionsOfFile(siteDir: string, file: string): Promise<SourceQuestion[]> {
  return questionsOfSource(siteDir, file, await readFile(path.resolve(siteDir, file), 'utf8'));
}
