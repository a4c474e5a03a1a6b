import { describe, expect, it } from 'vitest';

import { checkSpacing, countHan, findSpacingIssues, fixSpacing, isHan, isLatinOrDigit } from './cjkSpacing';

describe('isHan / isLatinOrDigit', () => {
  it('区分汉字、拉丁字母、数字和标点', () => {
    expect(isHan('码')).toBe(true);
    expect(isHan('〇')).toBe(true);
    expect(isHan('a')).toBe(false);
    expect(isHan('，')).toBe(false);
    expect(isHan('あ')).toBe(false);
    expect(isLatinOrDigit('Z')).toBe(true);
    expect(isLatinOrDigit('7')).toBe(true);
    expect(isLatinOrDigit('Ｚ')).toBe(false);
    expect(isLatinOrDigit('_')).toBe(false);
  });
});

describe('countHan', () => {
  it('空字符串返回 0', () => {
    expect(countHan('')).toBe(0);
  });

  it('只数汉字，不数标点、字母、数字和空白', () => {
    expect(countHan('把学过的技术写清楚。')).toBe(9);
    expect(countHan('React 19 的 use 钩子')).toBe(3);
    expect(countHan('hello, world 123')).toBe(0);
  });

  it('扩展区汉字（代理对）按一个字计', () => {
    expect(countHan('𠀀字')).toBe(2);
  });
});

describe('findSpacingIssues', () => {
  it('没有问题时返回空数组', () => {
    expect(findSpacingIssues('')).toEqual([]);
    expect(findSpacingIssues('使用 React 19 的 use 钩子')).toEqual([]);
    expect(findSpacingIssues('全是中文，没有字母。')).toEqual([]);
    expect(findSpacingIssues('only latin 123')).toEqual([]);
  });

  it('找到汉字在前和拉丁字符在前两种情况', () => {
    const issues = findSpacingIssues('用React写');
    expect(issues).toHaveLength(2);
    expect(issues[0]).toMatchObject({
      offset: 1,
      line: 1,
      column: 2,
      left: '用',
      right: 'R',
      kind: 'han-latin',
    });
    expect(issues[1]).toMatchObject({
      offset: 6,
      column: 7,
      left: 't',
      right: '写',
      kind: 'latin-han',
    });
  });

  it('数字与汉字相连也算', () => {
    const issues = findSpacingIssues('共3篇');
    expect(issues.map((issue) => issue.kind)).toEqual(['han-latin', 'latin-han']);
  });

  it('标点、全角字母和换行不算相连', () => {
    expect(findSpacingIssues('React，好用')).toEqual([]);
    expect(findSpacingIssues('（Vue）')).toEqual([]);
    expect(findSpacingIssues('全角Ｖｕｅ')).toEqual([]);
    expect(findSpacingIssues('中文\nEnglish')).toEqual([]);
  });

  it('多行文本给出正确的行号和列号', () => {
    const issues = findSpacingIssues('第一行\n第二行有bug');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ line: 2, column: 5, offset: 8 });
  });

  it('代理对之后的偏移量按 UTF-16 码元计，列号按字符计', () => {
    const text = '𠀀a';
    const [issue] = findSpacingIssues(text);
    expect(issue).toMatchObject({ offset: 2, column: 2, left: '𠀀' });
    expect(text.slice(issue?.offset)).toBe('a');
  });

  it('片段把换行压成空格，并且不超出文本边界', () => {
    const [issue] = findSpacingIssues('码\nx中');
    expect(issue?.context).toBe('码 x中');
  });
});

describe('fixSpacing', () => {
  it('在每一处相连的位置插入一个空格', () => {
    expect(fixSpacing('本站用Docusaurus 3搭建')).toBe('本站用 Docusaurus 3 搭建');
    expect(fixSpacing('共3篇')).toBe('共 3 篇');
  });

  it('已经正确的文本原样返回', () => {
    const text = '运行 npm test 检查全部 200 多篇笔记。';
    expect(fixSpacing(text)).toBe(text);
  });

  it('空字符串与纯标点保持不变', () => {
    expect(fixSpacing('')).toBe('');
    expect(fixSpacing('，。！')).toBe('，。！');
  });

  it('修正是幂等的', () => {
    const once = fixSpacing('Node20和React19');
    expect(once).toBe('Node20 和 React19');
    expect(fixSpacing(once)).toBe(once);
  });

  it('修正后再查找不会有问题', () => {
    const fixed = fixSpacing('第1章讲TypeScript的any和unknown');
    expect(findSpacingIssues(fixed)).toEqual([]);
  });
});

describe('checkSpacing', () => {
  it('一次返回字数、问题和修正文本', () => {
    const report = checkSpacing('学习Vue');
    expect(report.hanCount).toBe(2);
    expect(report.issues).toHaveLength(1);
    expect(report.fixed).toBe('学习 Vue');
  });
});
