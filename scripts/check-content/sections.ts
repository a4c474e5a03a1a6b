import type { Heading, Page } from './types';

/** A `##` section of a page: its heading and the prose lines up to the next `##` (code blanked). */
export interface Section {
  heading: Heading;
  /** File line of the section's first line after the heading. */
  firstLine: number;
  lines: string[];
}

/** The page's `##` sections in order; prose before the first one is not part of any. */
export function h2Sections(page: Page): Section[] {
  const lines = page.prose.split('\n');
  const headings = page.headings.filter((heading) => heading.depth === 2);
  return headings.map((heading, index) => {
    const start = heading.line - page.bodyLine + 1;
    const end = index + 1 < headings.length ? headings[index + 1]!.line - page.bodyLine : lines.length;
    return { heading, firstLine: heading.line + 1, lines: lines.slice(start, end) };
  });
}

const LIST_ITEM = /^( *)(?:[-*+]|\d{1,9}[.)])\s+(.*)$/;

/** A list item: its file line and its text, continuation lines included. */
export interface ListItem {
  line: number;
  /** Indentation of the marker: 0 for a top-level item. */
  indent: number;
  text: string;
}

/** The list items in a section, each with the indented lines that continue it. */
export function listItems(section: Section): ListItem[] {
  const items: ListItem[] = [];
  section.lines.forEach((raw, index) => {
    const match = LIST_ITEM.exec(raw);
    if (match) {
      items.push({ line: section.firstLine + index, indent: match[1]!.length, text: match[2]! });
      return;
    }
    const last = items.at(-1);
    if (last && raw.trim() !== '' && /^\s/.test(raw)) last.text += ` ${raw.trim()}`;
  });
  return items;
}

/** Lines of a section that are neither blank nor part of a list (list lines and indented continuations). */
export function nonListLines(section: Section): { line: number; text: string }[] {
  return section.lines.flatMap((raw, index) =>
    raw.trim() === '' || LIST_ITEM.test(raw) || /^\s/.test(raw)
      ? []
      : [{ line: section.firstLine + index, text: raw }],
  );
}
