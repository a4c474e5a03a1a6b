import type { Finding, Page } from '../types';

/** Words after "Liunx" that show it names the section, not the operating system. */
export const SECTION_WORDS = ['栏目', '章节', '侧边栏', '分类', 'section'] as const;

const LINK = /\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;
const LIUNX = /(?<![A-Za-z])liunx(?![A-Za-z])/gi;
const ALLOWED_AFTER = new RegExp(`^\\s*(?:${SECTION_WORDS.join('|')})`, 'i');

export const LIUNX_MESSAGE =
  '"Liunx" used for the operating system: write Linux. "Liunx" only names the section: right before ' +
  `${SECTION_WORDS.join('/')}, quoted as 「Liunx」, or as the text of a link into docs/Liunx`;

function pointsIntoLiunx(target: string): boolean {
  let decoded = target;
  try {
    decoded = decodeURI(target);
  } catch {
    // Keep the raw target.
  }
  return /(?:^|\/)Liunx\//.test(decoded) || /^\/docs\/liunx(?:[/#]|$)/i.test(decoded);
}

/** What of a prose line is checked: inline code, tags and link targets blanked; links into docs/Liunx blanked whole. */
function checkedText(line: string): string {
  const blank = (text: string): string => ' '.repeat(text.length);
  return line
    .replace(/`[^`\n]*`/g, blank)
    .replace(/<\/?[A-Za-z][^>\n]*>/g, blank)
    .replace(LINK, (whole, text: string, target: string) =>
      pointsIntoLiunx(target) ? blank(whole) : `[${text}]${blank(whole.slice(text.length + 2))}`,
    );
}

/** "Liunx" outside code, link targets, headings and front matter names the section only. */
export function checkLiunxInProse(page: Page): Finding[] {
  const findings: Finding[] = [];
  const headingLines = new Set(page.headings.map((heading) => heading.line));
  page.prose.split('\n').forEach((raw, index) => {
    const line = page.bodyLine + index;
    if (headingLines.has(line) || !/liunx/i.test(raw)) return;
    const text = checkedText(raw);
    for (const match of text.matchAll(LIUNX)) {
      const start = match.index;
      const end = start + match[0].length;
      if (ALLOWED_AFTER.test(text.slice(end))) continue;
      if (text[start - 1] === '「' && text[end] === '」') continue;
      findings.push({
        file: page.file,
        line,
        rule: 'liunx-in-prose',
        message: LIUNX_MESSAGE,
        subject: page.file,
      });
    }
  });
  return findings;
}
