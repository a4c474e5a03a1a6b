import type { Code, Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { metaAttribute, metaFlag } from '../../../../scripts/check-content/markdown';
import { EXPECTED_ATTRIBUTE, NOTE_ATTRIBUTE, RUNNER_ATTRIBUTE } from '../shared/attributes';
import { BLOCKER_MESSAGES, classifySample } from '../shared/classify';

/** The fence after a `run` block that holds its stated stdout, as the checker reads it. */
function statedOutput(parent: Parent, index: number): string | undefined {
  const next = parent.children[index + 1];
  if (next?.type !== 'code' || next.lang !== 'text') return undefined;
  return metaAttribute(next.meta ?? '', 'title') === '输出' ? next.value : undefined;
}

/**
 * Stores the runner's verdict on each js/ts code block (`data-runner`: `browser` or what it needs:
 * Node or a page, with `data-runner-note` saying so) and, for a `run` block, its stated output
 * (`data-expected`). Both reach
 * theme-classic's CodeBlock as props; blocks the runner does not concern get nothing.
 */
export default function remarkRunner() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code, index, parent) => {
      const meta = node.meta ?? '';
      const verdict = classifySample({
        lang: (node.lang ?? '').toLowerCase(),
        code: node.value,
        run: metaFlag(meta, 'run'),
        exempt: metaAttribute(meta, 'nocheck') !== undefined,
        test: metaFlag(meta, 'test'),
      });
      if (verdict.runs === 'no') return;
      const properties: Record<string, string> =
        verdict.runs === 'elsewhere'
          ? { [RUNNER_ATTRIBUTE]: verdict.blocker, [NOTE_ATTRIBUTE]: BLOCKER_MESSAGES[verdict.blocker] }
          : { [RUNNER_ATTRIBUTE]: 'browser' };
      const expected =
        verdict.runs === 'browser' && parent && index !== undefined ? statedOutput(parent, index) : undefined;
      if (expected !== undefined) properties[EXPECTED_ATTRIBUTE] = expected;
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...properties } };
    });
  };
}
