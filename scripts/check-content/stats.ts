import { countHan, readableText } from './markdown';
import { h2Sections } from './sections';
import type { Page } from './types';
import { proseHanCount } from './rules/structure';

/** `##` sections that close a page; together they should stay around a fifth of its prose. */
export const CLOSING_HEADINGS = ['常见坑', '常见问题', '面试题', '小结'] as const;

/** 「面试题」, 「面试题：构建优化」 and 「常见坑与实践」 close a page; 「面试题折叠块」 does not. */
export function isClosingHeading(text: string): boolean {
  return CLOSING_HEADINGS.some(
    (name) => text === name || (text.startsWith(name) && /^[：:\s与和]/.test(text.slice(name.length))),
  );
}

/** Han characters of prose in closing sections divided by the page's prose Han characters (0 when none). */
export function closingShare(page: Page): number {
  const total = proseHanCount(page);
  if (total === 0) return 0;
  const closing = h2Sections(page)
    .filter((section) => isClosingHeading(section.heading.text))
    .reduce((sum, section) => sum + countHan(readableText(section.lines.join('\n'))), 0);
  return closing / total;
}
