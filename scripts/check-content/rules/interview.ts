import type { Finding, Page } from '../types';

export const CONCLUSION_MARK = '**结论**';

export interface InterviewQuestion {
  line: number;
  summary: string;
}

/** Finds `<details>` blocks in the prose and checks each has a summary and opens with a 结论. */
export function scanInterviewQuestions(page: Page): { questions: InterviewQuestion[]; findings: Finding[] } {
  const questions: InterviewQuestion[] = [];
  const findings: Finding[] = [];
  const lines = page.prose.split('\n');
  lines.forEach((text, index) => {
    if (!/^\s*<details[\s>]/.test(text)) return;
    const line = page.bodyLine + index;
    const rest = lines.slice(index).join('\n');
    const end = rest.search(/<\/details>/);
    const block = end === -1 ? rest : rest.slice(0, end);
    const summary = /<summary>([\s\S]*?)<\/summary>/.exec(block);
    if (end === -1)
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
    questions.push({ line, summary: summary[1]!.trim() });
    const afterSummary = block.slice((summary.index ?? 0) + summary[0].length).trimStart();
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
