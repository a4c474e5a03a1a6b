import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { questionAnchor } from '../shared/questionId';
import { buildBankFiles, CHUNK_QUESTIONS, type PageOfBank } from './buildBank';
import { extractAnswers } from './extractAnswers';
import { questionsOfSource } from './pageQuestions';
import remarkPractice, { PAGE_LINK_TEXT } from './remarkPractice';

const SITE = '/site';
const FILE = 'docs/React/01-hooks.md';
const URL = '/docs/React/hooks';

function note(questions: readonly [string, string][], intro = '正文。'): string {
  const blocks = questions.map(
    ([question, answer]) =>
      `<details>\n<summary>${question}</summary>\n\n**结论**：${answer}\n\n推理：见 [上文](#用法)。\n\n</details>`,
  );
  return `---\ntitle: Hooks\n---\n\n## 用法\n\n${intro}\n\n## 面试题\n\n${blocks.join('\n\n')}\n\n## 小结\n\n- 一条。\n`;
}

/** The page as the site renders it: MDX with our remark plugin; `<details>` as plain HTML. */
async function render(source: string): Promise<string> {
  const file = new VFile({ path: `${SITE}/${FILE}`, value: source.replace(/^---[\s\S]*?---\n/, '') });
  const { default: Content } = await evaluate(file, {
    ...runtime,
    format: 'mdx', // as Docusaurus compiles .md files
    remarkPlugins: [[remarkPractice, { siteDir: SITE, permalinks: new Map([[FILE, URL]]) }]],
  });
  return renderToStaticMarkup(createElement(Content));
}

describe('question ids', () => {
  const two: [string, string][] = [
    ['`useEffect` 什么时候执行？', '提交之后。'],
    ['useMemo 会缓存什么？', '计算结果。'],
  ];

  it('stay the same when other questions, answers or the page text change', () => {
    const before = questionsOfSource(SITE, FILE, note(two));
    const after = questionsOfSource(
      SITE,
      FILE,
      note([['新加的问题？', '新的。'], two[0]!, [two[1]![0], '改写后的答案。']], '完全不同的正文。'),
    );
    expect(after.map(({ id }) => id)).toEqual([expect.any(String), before[0]!.id, before[1]!.id]);
    expect(new Set(after.map(({ id }) => id)).size).toBe(3);
  });

  it('ignore spacing and width of the question text, but change when it is reworded or its page moves', () => {
    const [id] = questionsOfSource(SITE, FILE, note([two[0]!])).map(({ id }) => id);
    expect(questionsOfSource(SITE, FILE, note([['`useEffect`  什么时候执行？', 'x']]))[0]!.id).toBe(id);
    expect(questionsOfSource(SITE, FILE, note([['useEffect 何时执行？', 'x']]))[0]!.id).not.toBe(id);
    expect(questionsOfSource(SITE, 'docs/React/02-hooks.md', note([two[0]!]))[0]!.id).not.toBe(id);
  });

  it('tells apart questions of one page with the same text, the first keeping its plain id', () => {
    const [alone] = questionsOfSource(SITE, FILE, note([two[0]!]));
    const repeated = questionsOfSource(SITE, FILE, note([two[0]!, two[1]!, two[0]!]));
    expect(repeated[0]!.id).toBe(alone!.id);
    expect(new Set(repeated.map(({ id }) => id)).size).toBe(3);
  });
});

describe('remarkPractice and extractAnswers', () => {
  const source = note([
    ['`useEffect` 什么时候执行？', '在浏览器绘制之后，见 [文档](/docs/React/effects)。'],
    ['useMemo 会缓存什么？', '上一次的计算结果。'],
  ]);

  it('anchors each question with its id and links 面试题 to practice scoped to the page', async () => {
    const html = await render(source);
    const ids = questionsOfSource(SITE, FILE, source).map(({ id }) => id);
    for (const id of ids) expect(html).toContain(`<details id="${questionAnchor(id)}">`);
    expect(html).toContain(`<a href="/practice?page=${encodeURIComponent(URL)}">${PAGE_LINK_TEXT}</a>`);
    expect(html.indexOf(PAGE_LINK_TEXT)).toBeGreaterThan(html.indexOf('面试题'));
  });

  it('reads the 结论 and the reasoning from the rendered page, links kept and in-page links made absolute', async () => {
    const html = await render(source);
    const ids = questionsOfSource(SITE, FILE, source).map(({ id }) => id);
    const answers = extractAnswers(html, URL, ids);
    const first = answers.get(ids[0]!)!;
    expect(first.text).toBe('useEffect 什么时候执行？');
    expect(first.conclusion).toBe(
      '<p><strong>结论</strong>：在浏览器绘制之后，见 <a href="/docs/React/effects">文档</a>。</p>',
    );
    expect(first.reasoning).toBe(`<p>推理：见 <a href="${URL}#${encodeURIComponent('用法')}">上文</a>。</p>`);
    expect(first.href).toBe(`${URL}#${questionAnchor(ids[0]!)}`);
    expect(answers.get(ids[1]!)!.conclusion).toContain('上一次的计算结果');
  });

  it('keeps highlighted code and diagram images, without the code block’s buttons', () => {
    const html =
      '<details id="q-abc"><summary>问？</summary><div><div>' +
      '<p><strong>结论</strong>：看代码。</p>' +
      '<div class="theme-code-block"><pre><code><span class="token keyword tok-k">const</span></code></pre><div class="buttonGroup_x"><button>复制</button></div></div>' +
      '<div class="docusaurus-mermaid-container" role="img"><img src="/diagrams/a.light.svg" alt=""></div>' +
      '</div></div></details>';
    const answer = extractAnswers(html, URL, ['abc']).get('abc')!;
    expect(answer.reasoning).toContain('<span class="token keyword tok-k">const</span>');
    expect(answer.reasoning).toContain('<img src="/diagrams/a.light.svg" alt="">');
    expect(answer.reasoning).not.toContain('button');
  });

  it('fails loudly when a page lacks a question’s block', () => {
    expect(() => extractAnswers('<p>空</p>', URL, ['nope'])).toThrow(/no <details id="q-nope">/);
  });
});

describe('buildBankFiles', () => {
  const page = (url: string, section: string, count: number): PageOfBank => ({
    url,
    title: url,
    section,
    category: section,
    tags: [],
    questions: Array.from({ length: count }, (_, index) => ({
      id: `${url}-${index}`,
      text: `问题 ${index}`,
      conclusion: '<p>结论</p>',
      reasoning: '',
      href: `${url}#q`,
    })),
  });
  const sections = [
    { key: 'React', label: 'React' },
    { key: 'Vue', label: 'Vue' },
  ];

  it('keeps answers out of the index, splits answers by section and size, and names files by content', () => {
    const pages = [
      page('/vue', 'Vue', 3),
      page('/r1', 'React', CHUNK_QUESTIONS - 5),
      page('/r2', 'React', 10),
    ];
    const { manifest, index, files } = buildBankFiles(pages, sections);
    expect(index.pages.map(({ url }) => url)).toEqual(['/r1', '/r2', '/vue']);
    expect(index.chunks).toHaveLength(3);
    expect(JSON.stringify(index)).not.toContain('<p>');
    expect(index.questions.filter(({ chunk }) => chunk === 0)).toHaveLength(CHUNK_QUESTIONS - 5);
    expect(manifest.index).toMatch(/^index\.[0-9a-f]{10}\.json$/);
    expect(files.map(({ name }) => name)).toContain(manifest.index);
    const again = buildBankFiles(pages, sections);
    expect(again.files.map(({ name }) => name)).toEqual(files.map(({ name }) => name));
    const changed = buildBankFiles([page('/vue', 'Vue', 4), pages[1]!, pages[2]!], sections);
    expect(changed.index.chunks.slice(0, 2)).toEqual(index.chunks.slice(0, 2));
    expect(changed.index.chunks[2]).not.toBe(index.chunks[2]);
  });
});
