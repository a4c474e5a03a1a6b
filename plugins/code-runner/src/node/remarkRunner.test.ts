import type { Code, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import remarkRunner from './remarkRunner';

function codeProps(markdown: string): (Record<string, unknown> | undefined)[] {
  const tree = fromMarkdown(markdown) as Root;
  remarkRunner()(tree);
  return tree.children
    .filter((node): node is Code => node.type === 'code')
    .map((node) => node.data?.hProperties as Record<string, unknown> | undefined);
}

const fence = (info: string, code: string): string => `\`\`\`${info}\n${code}\n\`\`\`\n`;

describe('remarkRunner', () => {
  it('marks a runnable run block and stores its stated output', () => {
    const [sample, output] = codeProps(
      fence('js run', 'console.log([1, 2]);') + '\n' + fence('text title="输出"', '[ 1, 2 ]'),
    );
    expect(sample).toEqual({ 'data-runner': 'browser', 'data-expected': '[ 1, 2 ]' });
    expect(output).toBeUndefined();
  });

  it('marks a Node-only sample with what it needs and why, for readers', () => {
    const [sample] = codeProps(fence('js run', "import fs from 'node:fs';\nconsole.log(typeof fs);"));
    expect(sample).toEqual({
      'data-runner': 'fs',
      'data-runner-note': '这段代码读写文件（fs），需要在 Node.js 中运行。',
    });
  });

  it('leaves fragments, tests and other languages unmarked', () => {
    expect(
      codeProps(
        fence('js', 'console.log(x);') +
          fence('ts test', 'console.log(1);') +
          fence('python run', 'print(1)'),
      ),
    ).toEqual([undefined, undefined, undefined]);
  });

  it('keeps hProperties other plugins set', () => {
    const tree = fromMarkdown(fence('ts', 'const a: number = 1;\nconsole.log(a);')) as Root;
    const code = tree.children[0] as Code;
    code.data = { hProperties: { id: 'x' } };
    remarkRunner()(tree);
    expect(code.data.hProperties).toEqual({ id: 'x', 'data-runner': 'browser' });
  });
});
