import { h2Sections, listItems, type Section } from '../sections';
import type { Finding, Page } from '../types';
import { isLanding, REFERENCES_HEADING } from './structure';

export { REFERENCES_HEADING };
export const MIN_REFERENCES = 1;
export const MAX_REFERENCES = 5;

const HTTP_LINK = /\]\(\s*<?https?:\/\/[^)\s>]+|<https?:\/\/[^>\s]+>|(?:^|[^(<\w])https?:\/\/\S+/;

/** Doc pages other than landing pages need a `## 参考`; blog posts do not. */
export function needsReferences(page: Page): boolean {
  return page.kind === 'doc' && !isLanding(page);
}

export function referencesSection(page: Page): Section | undefined {
  return h2Sections(page).find((section) => section.heading.text === REFERENCES_HEADING);
}

/** The page ends with `## 参考`: 1-5 list items, each holding an http(s) link. */
export function checkReferences(page: Page): Finding[] {
  if (!needsReferences(page)) return [];
  const at = (line: number, message: string, subject?: string): Finding => ({
    file: page.file,
    line,
    rule: 'references',
    message,
    ...(subject ? { subject } : {}),
  });
  const sections = h2Sections(page);
  const section = sections.find((candidate) => candidate.heading.text === REFERENCES_HEADING);
  if (!section) {
    return [
      at(
        page.bodyLine,
        `needs a closing \`## ${REFERENCES_HEADING}\` section: ${MIN_REFERENCES}-${MAX_REFERENCES} list items, each an http(s) link to a primary source`,
        page.file,
      ),
    ];
  }
  const findings: Finding[] = [];
  const line = section.heading.line;
  if (sections.at(-1) !== section)
    findings.push(at(line, `\`## ${REFERENCES_HEADING}\` must be the page's last \`##\` section`));
  const items = listItems(section).filter((item) => item.indent === 0);
  if (items.length < MIN_REFERENCES || items.length > MAX_REFERENCES)
    findings.push(
      at(
        line,
        `\`## ${REFERENCES_HEADING}\` has ${items.length} list items, needs ${MIN_REFERENCES}-${MAX_REFERENCES}`,
      ),
    );
  for (const item of items) {
    if (!HTTP_LINK.test(item.text))
      findings.push(at(item.line, `reference "${item.text.slice(0, 40)}" holds no http(s) link`));
  }
  return findings;
}
