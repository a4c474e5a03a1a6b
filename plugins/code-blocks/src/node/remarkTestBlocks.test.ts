import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import remarkTestBlocks from './remarkTestBlocks';

async function render(markdown: string): Promise<string> {
  const { default: Content } = await evaluate(markdown, { ...runtime, remarkPlugins: [remarkTestBlocks] });
  return renderToStaticMarkup(createElement(Content));
}

describe('remarkTestBlocks', () => {
  it('folds a test fence into a details block titled 验证, keeping the code and its language', async () => {
    const html = await render('前文。\n\n```tsx test\nexpect(1).toBe(1);\n```\n\n后文。\n');
    expect(html).toBe(
      '<p>前文。</p>\n<details class="test-block"><summary>验证</summary><pre><code class="language-tsx">expect(1).toBe(1);\n</code></pre></details>\n<p>后文。</p>',
    );
  });

  it('reads the word test anywhere in the meta, and only the whole word', async () => {
    expect(await render('```ts title="a.test.ts" test\nconst a = 1;\n```\n')).toContain(
      '<details class="test-block">',
    );
    expect(await render('```ts title=latest\nconst a = 1;\n```\n')).not.toContain('<details');
    expect(await render('```js run\nconsole.log(1);\n```\n')).not.toContain('<details');
  });
});
