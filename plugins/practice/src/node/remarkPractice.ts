import path from 'node:path';
import type { Heading, Paragraph, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { readDetailsBlock } from '../../../../scripts/check-content/rules/interview';
import { practicePageHref } from '../shared/scope';
import { questionAnchor, questionIds } from '../shared/questionId';

/** The heading of the section holding a page's interview questions. */
export const INTERVIEW_HEADING = '面试题';
export const PAGE_LINK_TEXT = '练习本页面试题';
export const PAGE_LINK_CLASS = 'practice-page-link';

export interface RemarkPracticeOptions {
  siteDir: string;
  /** Source file (relative to siteDir) → page URL; filled by the plugin before the bundler runs. */
  permalinks: ReadonlyMap<string, string>;
}

function headingText(node: Heading): string {
  return node.children
    .map((child) => ('value' in child ? child.value : ''))
    .join('')
    .trim();
}

function pageLink(href: string): MdxJsxFlowElement {
  const link: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'link', url: href, children: [{ type: 'text', value: PAGE_LINK_TEXT }] }],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: PAGE_LINK_CLASS }],
    children: [link],
  };
}

/**
 * Gives each interview question's `<details>` the id practice links to (`q-<question id>`), and
 * puts a 「练习本页面试题」 link to /practice scoped to the page under its 面试题 heading.
 * Only written `<details>` are read (their source, through the checker's own reader).
 */
export default function remarkPractice({ siteDir, permalinks }: RemarkPracticeOptions) {
  return (tree: Root, file: VFile): void => {
    if (!file.path) return;
    const source = String(file.value);
    const relative = path.relative(siteDir, file.path).split(path.sep).join('/');
    const questions: { node: MdxJsxFlowElement; summary: string }[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      // Docusaurus's own remark step renames `details` to `Details` before user plugins run.
      if (node.name !== 'details' && node.name !== 'Details') return;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      const { summary } = readDetailsBlock(source.slice(start, end));
      if (summary) questions.push({ node, summary });
    });
    if (questions.length === 0) return;
    const ids = questionIds(
      relative,
      questions.map(({ summary }) => summary),
    );
    questions.forEach(({ node }, index) => {
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: questionAnchor(ids[index]!) });
    });
    const permalink = permalinks.get(relative);
    if (!permalink)
      throw new Error(`practice: no page URL known for ${relative} (the plugin fills them before bundling)`);
    const index = tree.children.findIndex(
      (node) => node.type === 'heading' && node.depth === 2 && headingText(node) === INTERVIEW_HEADING,
    );
    if (index !== -1) tree.children.splice(index + 1, 0, pageLink(practicePageHref(permalink)));
  };
}
