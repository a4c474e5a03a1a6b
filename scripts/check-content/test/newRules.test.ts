import { describe, expect, it } from 'vitest';
import { toPage } from '../pages';
import { checkDanglingReferences } from '../rules/danglingReference';
import { checkLiunxInProse } from '../rules/liunxInProse';
import { checkReferences } from '../rules/references';
import { checkStockPhrases } from '../rules/stockPhrases';
import { checkStructure } from '../rules/structure';
import { checkSummaryBullets, MAX_BULLET_LENGTH } from '../rules/summaryBullets';
import { closingShare, isClosingHeading } from '../stats';
import { STOCK_PHRASES } from '../stockPhrases';
import { page, pageWith, prose } from './pages';

const load = (source: string, file = 'docs/a/page.md') => toPage('/site', `/site/${file}`, source);

describe('references', () => {
  it('accepts 1-5 http(s) links as the last section, after 小结', () => {
    const good = load(page());
    expect(checkReferences(good)).toEqual([]);
    expect(checkStructure(good)).toEqual([]);
  });

  it('asks for the section, with the page as the baseline subject', () => {
    const [finding] = checkReferences(load(page({ references: '' })));
    expect(finding).toMatchObject({ rule: 'references', subject: 'docs/a/page.md' });
  });

  it('reports a malformed section without a subject (a baseline cannot hide it)', () => {
    const links = Array.from({ length: 6 }, (_, i) => `- [第 ${i} 个](https://example.org/${i})`).join('\n');
    const tooMany = checkReferences(load(page({ references: `## 参考\n\n${links}` })));
    expect(tooMany.map((f) => f.message)).toEqual([expect.stringContaining('6 list items')]);
    const noLink = checkReferences(load(page({ references: '## 参考\n\n- 《某本书》第 3 章' })));
    expect(noLink.map((f) => [f.message, f.subject])).toEqual([
      [expect.stringContaining('no http(s) link'), undefined],
    ]);
    const notLast = checkReferences(
      load(page({ summary: '## 参考\n\n- <https://example.org/>\n\n## 小结\n\n- 一。', references: '' })),
    );
    expect(notLast.map((f) => f.message)).toEqual([expect.stringContaining('last `##` section')]);
  });

  it('does not apply to landing pages or blog posts', () => {
    const landing = page({
      frontMatter: 'title: 总览\ndescription: 一个总览页面，列出阅读路径。\nlanding: true',
      references: '',
    });
    expect(checkReferences(load(landing))).toEqual([]);
    expect(checkReferences(load(page({ references: '' }), 'blog/post.md'))).toEqual([]);
  });
});

describe('liunx-in-prose', () => {
  const lines = (text: string) => checkLiunxInProse(load(pageWith(text))).length;
  it('allows the section name and nothing else', () => {
    expect(lines('Liunx 栏目收录服务器笔记，LIUNX 侧边栏，「Liunx」。')).toBe(0);
    expect(lines('见[Liunx 基础](../Liunx/liunx基础/01-文件与权限.md)和[入口](/docs/liunx)。')).toBe(0);
    expect(lines('代码 `liunx` 与 Linux 都可以。')).toBe(0);
    expect(lines('在 Liunx 上安装；liunx 内核。')).toBe(2);
    expect(lines('见[Liunx 的说明](https://example.org/liunx)。')).toBe(1);
  });
  it('ignores headings', () => {
    expect(checkLiunxInProse(load(page({ intro: `## Liunx 命令\n\n${prose(400)}` })))).toEqual([]);
  });
});

describe('summary-bullets', () => {
  it('counts bullets, their length and stray paragraphs', () => {
    const long = `- ${'长'.repeat(MAX_BULLET_LENGTH + 1)}`;
    const findings = checkSummaryBullets(load(page({ summary: `## 小结\n\n总之：\n\n- 一。\n${long}` })));
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringContaining(`bullet of ${MAX_BULLET_LENGTH + 1} characters`),
      expect.stringContaining('holds only its bullets'),
    ]);
  });
  it('does not count link targets in a bullet', () => {
    const url = `https://example.org/${'x'.repeat(200)}`;
    expect(checkSummaryBullets(load(page({ summary: `## 小结\n\n- 见[文档](${url})。` })))).toEqual([]);
  });
});

describe('stock-phrases', () => {
  it('names each phrase once, the longest that matches', () => {
    const findings = checkStockPhrases(load(pageWith('这是面试官最想听到的细节，也是必考点。')));
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringContaining('「这是面试官最想听到的」'),
      expect.stringContaining('「必考」'),
    ]);
  });
  it('lists at least the phrases the content guide names', () => {
    expect(STOCK_PHRASES).toEqual(
      expect.arrayContaining([
        '这是面试官最想听到的',
        '面试官最想听到',
        '划重点',
        '面试加分项',
        '敲黑板',
        '一句话总结',
        '重中之重',
        '必考',
      ]),
    );
  });
  it('ignores code and a mention of the phrase alone in 「」', () => {
    expect(checkStockPhrases(load(pageWith('变量名 `划重点` 只是代码；不写「必考」这类套话。')))).toEqual([]);
    expect(checkStockPhrases(load(pageWith('「这一章必考」。')))).toHaveLength(1);
  });
});

describe('dangling-reference', () => {
  it('flags an identifier the page never shows, not one it does', () => {
    expect(checkDanglingReferences(load(pageWith('上文的 Foo 和前面提到的 Foo 一样。')))).toEqual([]);
    const findings = checkDanglingReferences(load(pageWith('下文的 `BarPlugin` 会处理。')));
    expect(findings.map((f) => f.message)).toEqual([expect.stringContaining('BarPlugin')]);
  });
});

describe('closing-section share', () => {
  it('recognises closing headings', () => {
    expect(['小结', '面试题', '面试题：构建优化', '常见坑与实践', '常见问题'].every(isClosingHeading)).toBe(
      true,
    );
    expect(['面试题折叠块', '原理', '参考'].some(isClosingHeading)).toBe(false);
  });
  it('divides the closing sections’ Han characters by the page’s', () => {
    const source = page({
      intro: '',
      sections: `## 原理\n\n${'正'.repeat(300)}\n\n## 常见坑\n\n${'坑'.repeat(50)}\n\n## 面试题\n\n${'题'.repeat(40)}`,
      summary: `## 小结\n\n- ${'结'.repeat(10)}`,
      references: '',
    });
    // 100 Han in closing sections; 400 in sections plus 10 in the four headings.
    expect(closingShare(load(source))).toBeCloseTo(100 / 410, 6);
  });
});
