import { h2Sections, listItems, nonListLines } from '../sections';
import type { Finding, Page } from '../types';
import { SUMMARY_HEADING } from './structure';

export const MAX_SUMMARY_BULLETS = 5;
/** Characters a reader reads in one bullet (link targets and markup excluded). */
export const MAX_BULLET_LENGTH = 100;

/** What a reader reads of a bullet: code kept, markup and link targets dropped. */
export function bulletText(markdown: string): string {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[`*_[\]]/g, '')
    .trim();
}

/** `## 小结` is a list of at most 5 short bullets and nothing else. */
export function checkSummaryBullets(page: Page): Finding[] {
  const findings: Finding[] = [];
  const at = (line: number, message: string): Finding => ({
    file: page.file,
    line,
    rule: 'summary-bullets',
    message,
    subject: page.file,
  });
  for (const section of h2Sections(page)) {
    if (section.heading.text !== SUMMARY_HEADING) continue;
    const items = listItems(section);
    if (items.length > MAX_SUMMARY_BULLETS)
      findings.push(
        at(
          section.heading.line,
          `\`## ${SUMMARY_HEADING}\` has ${items.length} list items, at most ${MAX_SUMMARY_BULLETS}: keep what the page adds, drop what it repeats`,
        ),
      );
    for (const item of items) {
      const length = [...bulletText(item.text)].length;
      if (length > MAX_BULLET_LENGTH)
        findings.push(
          at(
            item.line,
            `bullet of ${length} characters, at most ${MAX_BULLET_LENGTH}: a 小结 bullet is short`,
          ),
        );
    }
    for (const line of nonListLines(section))
      findings.push(
        at(line.line, `\`## ${SUMMARY_HEADING}\` holds only its bullets: "${line.text.trim().slice(0, 30)}"`),
      );
  }
  return findings;
}
