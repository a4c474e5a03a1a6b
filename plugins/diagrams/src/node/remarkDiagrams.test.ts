import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDiagramRenders } from '../../../../scripts/check-content/rules/diagrams';
import { toPage } from '../../../../scripts/check-content/pages';
import { diagramHash } from './hash';
import remarkDiagrams from './remarkDiagrams';
import { currentRenderKey, hasRenders, MISSING_RENDER, renderPaths } from './store';
import { toStoredSvg } from './svgRender';
import { mermaidSvg } from './testSvg';
import { DIAGRAMS_DIR } from './settings';

const DRAWN = 'flowchart LR\n  A[开始] --> B[结束]';
let siteDir: string;

beforeAll(() => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  mkdirSync(path.join(siteDir, DIAGRAMS_DIR), { recursive: true });
  const files = renderPaths(siteDir, diagramHash(DRAWN, currentRenderKey()));
  writeFileSync(files.light, toStoredSvg(mermaidSvg('mermaid-a', '#333'), '流程图：开始、结束', 'light'));
  writeFileSync(files.dark, toStoredSvg(mermaidSvg('mermaid-a-dark', '#ccc'), '流程图：开始、结束', 'dark'));
});

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

async function renderPage(markdown: string, file = 'docs/page.md'): Promise<string> {
  const { default: Content } = await evaluate(
    { value: markdown, path: path.join(siteDir, file) },
    { ...runtime, remarkPlugins: [[remarkDiagrams, { siteDir, baseUrl: '/notes/' }]] },
  );
  return renderToStaticMarkup(createElement(Content));
}

describe('remarkDiagrams', () => {
  it('replaces a mermaid fence by a named, scrollable box holding an image of each render', async () => {
    const html = await renderPage(`## 流程\n\n\`\`\`mermaid\n${DRAWN}\n\`\`\`\n\n后文。\n`);
    const hash = diagramHash(DRAWN, currentRenderKey());
    const image = (mode: string) =>
      `<img class="diagram-${mode}" src="/notes/diagrams/${hash}.${mode}.svg" alt="" width="121" height="[0-9]+" loading="lazy" decoding="async" style="min-width:91px"/>`;
    expect(html).toMatch(
      new RegExp(
        `^<h2>流程</h2>\n<div class="docusaurus-mermaid-container" role="img" aria-label="流程图：开始、结束" tabindex="0">${image('light')}${image('dark')}</div>\n<p>后文。</p>$`,
      ),
    );
    expect(html).not.toContain('<code');
    expect(html).not.toContain('<svg');
  });

  it('leaves other code alone', async () => {
    expect(await renderPage('```js\nconst a = 1;\n```\n')).toContain('<code class="language-js">');
  });

  it('fails on a diagram without a render, naming the file and line and telling to run npm run diagrams', async () => {
    await expect(
      renderPage('## 流程\n\n```mermaid\nflowchart LR\n  A --> C\n```\n', 'docs/Vue/新图.md'),
    ).rejects.toThrow(
      'docs/Vue/新图.md:3: this Mermaid diagram has no up-to-date render in static/diagrams/ (a new or changed diagram, or another Mermaid version): run `npm run diagrams` and commit the result',
    );
  });
});

describe('the content checker', () => {
  it('reports each diagram without a render, with the build’s message, at its file line', () => {
    const source = `---\ntitle: 示例\n---\n\n\`\`\`mermaid\n${DRAWN}\n\`\`\`\n\n\`\`\`mermaid\nflowchart LR\n  A --> C\n\`\`\`\n`;
    const page = toPage(siteDir, path.join(siteDir, 'docs/a.md'), source);
    expect(checkDiagramRenders(page, (text) => hasRenders(siteDir, text))).toEqual([
      { file: 'docs/a.md', line: 10, rule: 'diagram-render', message: MISSING_RENDER },
    ]);
  });
});
