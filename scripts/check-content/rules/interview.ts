import type { Finding, Page } from '../types';

export const CONCLUSION_MARK = '**结论**';

export interface InterviewQuestion {
  line: number;
  summary: string;
}

/** Whether a prose line opens an interview question's `<details>` block. */
export function opensDetails(line: string): boolean {
  return /^\s*<details[\s>]/.test(line);
}

/**
 * Reads one `<details>` block from its opening line on: the block's source up to (not including)
 * `</details>`, whether it is closed, and its `<summary>` text, trimmed (undefined when missing).
 * The checker and the practice bank (plugins/practice) both read questions through this.
 */
export function readDetailsBlock(fromOpening: string): {
  block: string;
  closed: boolean;
  summary?: string;
  afterSummary: string;
} {
  const end = fromOpening.search(/<\/details>/);
  const block = end === -1 ? fromOpening : fromOpening.slice(0, end);
  const summary = /<summary>([\s\S]*?)<\/summary>/.exec(block);
  if (!summary) return { block, closed: end !== -1, afterSummary: '' };
  return {
    block,
    closed: end !== -1,
    summary: summary[1]!.trim(),
    afterSummary: block.slice(summary.index + summary[0].length).trimStart(),
  };
}

/** Finds `<details>` blocks in the prose and checks each has a summary and opens with a 结论. */
export function scanInterviewQuestions(page: Page): { questions: InterviewQuestion[]; findings: Finding[] } {
  const questions: InterviewQuestion[] = [];
  const findings: Finding[] = [];
  const lines = page.prose.split('\n');
  lines.forEach((text, index) => {
    if (!opensDetails(text)) return;
    const line = page.bodyLine + index;
    const { closed, summary, afterSummary } = readDetailsBlock(lines.slice(index).join('\n'));
    if (!closed)
      findings.push({ file: page.file, line, rule: 'interview', message: '`<details>` is never closed' });
    if (!summary) {
      findings.push({
        file: page.file,
        line,
        rule: 'interview',
        message: 'interview question needs a `<summary>` holding the question',
      });
      return;
    }
    questions.push({ line, summary });
    if (!afterSummary.startsWith(CONCLUSION_MARK)) {
      findings.push({
        file: page.file,
        line,
        rule: 'interview',
        message: `the answer must open with "${CONCLUSION_MARK}：" (one or two sentences), then the reasoning`,
      });
    }
  });
  return { questions, findings };
}
