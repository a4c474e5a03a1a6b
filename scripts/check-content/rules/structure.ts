import { countHan, readableText } from '../markdown';
import type { Finding, Page } from '../types';

export const MIN_HAN_PER_PAGE = 1000;
export const MIN_HAN_LANDING = 200;
export const MIN_LINKS_LANDING = 4;
export const MIN_SECTIONS = 3;
export const SUMMARY_HEADING = '小结';
export const REFERENCES_HEADING = '参考';

export function isLanding(page: Page): boolean {
  return page.frontMatter.landing === true;
}

/** Han characters a reader reads on the page (code, tags and link targets excluded). */
export function proseHanCount(page: Page): number {
  return countHan(readableText(page.prose));
}

/** Length, heading levels, at least three `##` sections, and a closing `## 小结`. */
export function checkStructure(page: Page): Finding[] {
  const findings: Finding[] = [];
  const finding = (line: number, rule: string, message: string): Finding => ({
    file: page.file,
    line,
    rule,
    message,
  });
  const han = proseHanCount(page);

  if (isLanding(page)) {
    if (han < MIN_HAN_LANDING)
      findings.push(
        finding(
          page.bodyLine,
          'length',
          `landing page has ${han} Han characters of prose, needs ${MIN_HAN_LANDING}`,
        ),
      );
    const links = page.prose.match(/\]\([^)]+\)/g)?.length ?? 0;
    if (links < MIN_LINKS_LANDING)
      findings.push(
        finding(
          page.bodyLine,
          'landing',
          `landing page links ${links} pages, needs a reading path of at least ${MIN_LINKS_LANDING}`,
        ),
      );
    return findings;
  }

  if (han < MIN_HAN_PER_PAGE) {
    findings.push(
      finding(
        page.bodyLine,
        'length',
        `${han} Han characters of prose outside code, needs at least ${MIN_HAN_PER_PAGE}`,
      ),
    );
  }
  for (const heading of page.headings) {
    if (heading.depth === 1)
      findings.push(
        finding(heading.line, 'headings', 'no `#` heading in the body: the title comes from front matter'),
      );
    if (heading.depth > 3)
      findings.push(
        finding(
          heading.line,
          'headings',
          `level-${heading.depth} heading: use \`##\` or \`###\` only (the table of contents shows 2-3)`,
        ),
      );
  }
  const sections = page.headings.filter((heading) => heading.depth === 2);
  if (sections.length < MIN_SECTIONS)
    findings.push(
      finding(
        page.bodyLine,
        'headings',
        `${sections.length} \`##\` sections, needs at least ${MIN_SECTIONS}`,
      ),
    );
  // `## 参考` may follow the summary (rules/references.ts checks it).
  const last = sections.filter((heading) => heading.text !== REFERENCES_HEADING).at(-1);
  if (!last || last.text !== SUMMARY_HEADING) {
    findings.push(
      finding(
        last?.line ?? page.bodyLine,
        'summary',
        `the last \`##\` section must be \`## ${SUMMARY_HEADING}\` (only \`## ${REFERENCES_HEADING}\` may follow it)`,
      ),
    );
  }
  return findings;
}

const PLACEHOLDERS = /\b(?:TODO|TBD|FIXME|lorem ipsum)\b|待补充|敬请期待|未完待续|待完善/i;

/** No placeholder text anywhere in the prose. */
export function checkPlaceholders(page: Page): Finding[] {
  const findings: Finding[] = [];
  page.prose.split('\n').forEach((text, index) => {
    const match = PLACEHOLDERS.exec(readableText(text));
    if (match)
      findings.push({
        file: page.file,
        line: page.bodyLine + index,
        rule: 'placeholder',
        message: `placeholder text "${match[0]}"`,
      });
  });
  return findings;
}
