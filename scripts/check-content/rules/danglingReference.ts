import type { Finding, Page } from '../types';

/** Phrases that point at something said elsewhere on the page. */
export const POINTERS = [
  '本页前面的',
  '本页后面的',
  '前面提到的',
  '后面提到的',
  '上文提到的',
  '下文提到的',
  '上文的',
  '下文的',
  '前文的',
  '后文的',
] as const;

const POINTER = new RegExp(`(${POINTERS.join('|')})\\s*\`?([A-Za-z_$][\\w$]*)`, 'g');

function occurrences(text: string, identifier: string): number {
  const escaped = identifier.replace(/\$/g, '\\$');
  return text.match(new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`, 'g'))?.length ?? 0;
}

/** 「上文的 X」 and the like, where the identifier X appears nowhere else on the page (prose or code). */
export function checkDanglingReferences(page: Page): Finding[] {
  const findings: Finding[] = [];
  page.prose.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(POINTER)) {
      const [phrase, , identifier] = match;
      if (occurrences(page.body, identifier!) > 1) continue;
      findings.push({
        file: page.file,
        line: page.bodyLine + index,
        rule: 'dangling-reference',
        message: `「${phrase}」 points at ${identifier}, which appears nowhere else on this page: define it here or link where it is`,
        subject: page.file,
      });
    }
  });
  return findings;
}
