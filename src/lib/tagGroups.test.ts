import { describe, expect, it } from 'vitest';
import { groupTagsByInitial } from './tagGroups';

const tag = (label: string) => ({ label, permalink: `/docs/tags/${label}` });

describe('groupTagsByInitial', () => {
  it('groups by the upper-cased first character', () => {
    const groups = groupTagsByInitial([tag('react'), tag('Redux'), tag('vue')]);
    expect(groups.map((group) => group.initial)).toEqual(['R', 'V']);
    expect(groups[0]!.tags.map((t) => t.label)).toEqual(['react', 'Redux']);
  });

  it('orders Han initials by pinyin, ahead of Latin ones (zh-Hans collation)', () => {
    const groups = groupTagsByInitial([
      tag('面试题'),
      tag('图解TCP/IP'),
      tag('book'),
      tag('算法'),
      tag('读书笔记'),
    ]);
    expect(groups.map((group) => group.initial)).toEqual(['读', '面', '算', '图', 'B']);
  });

  it('gives the same order whatever order the tags arrive in', () => {
    const labels = ['设计模式', '网络', 'c', 'C语言', '浏览器', 'v8', '小程序'];
    const forward = groupTagsByInitial(labels.map(tag));
    const backward = groupTagsByInitial([...labels].reverse().map(tag));
    expect(backward).toEqual(forward);
  });

  it('keeps a character outside the BMP whole', () => {
    expect(groupTagsByInitial([tag('𠀀字')])[0]!.initial).toBe('𠀀');
  });
});
