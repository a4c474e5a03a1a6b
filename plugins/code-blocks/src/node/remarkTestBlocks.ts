import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';

/** The class of a test block's `<details>`; the summary readers see. */
export const TEST_BLOCK_CLASS = 'test-block';
export const TEST_BLOCK_SUMMARY = '验证';

/** A behaviour test: a fence whose info string holds the word `test` (```tsx test), as the content checker reads it. */
export function isTestCode(node: Code): boolean {
  return /(?:^|\s)test(?:\s|$)/.test(node.meta ?? '');
}

function testDetails(code: Code): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'details',
    attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: TEST_BLOCK_CLASS }],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'summary',
        attributes: [],
        // Inline text, as MDX parses `<summary>验证</summary>` written on one line.
        children: [
          { type: 'text', value: TEST_BLOCK_SUMMARY } as unknown as MdxJsxFlowElement['children'][number],
        ],
      },
      code,
    ],
  };
}

/**
 * Shows each test block collapsed: `<details class="test-block"><summary>验证</summary>` around the
 * highlighted code. The checker runs these blocks; most readers only need to know they passed.
 */
export default function remarkTestBlocks() {
  return (tree: Root): void => {
    visit(tree, 'code', (node, index, parent) => {
      if (!isTestCode(node) || !parent || index === undefined) return undefined;
      parent.children[index] = testDetails(node);
      return [SKIP, index + 1];
    });
  };
}
