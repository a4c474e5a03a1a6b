import { describe, expect, it } from 'vitest';
import { extractLeadingEmoji as original } from '../../../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js';
import { extractLeadingEmoji } from './emojiUtils';

const labels = [
  '闭包',
  'TypeScript 基础',
  '1. 入门',
  '2024 年',
  '#标签',
  '',
  ' ',
  '📄 文档',
  '🗃️ 分类',
  '👨‍👩‍👧 家庭',
  '👍🏽 赞',
  '🇨🇳 中国',
  '1️⃣ 第一步',
  '#️⃣ 井号',
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿 苏格兰',
  '©️ 版权',
  '© 版权',
  '☺ 笑',
  '🏻 肤色',
  'é accent',
];

describe('extractLeadingEmoji', () => {
  it.each(labels)('answers like theme-common for %j', (label) => {
    expect(extractLeadingEmoji(label)).toEqual(original(label));
  });

  it('finds emoji where theme-common does', () => {
    expect(extractLeadingEmoji('👨‍👩‍👧 家庭')).toEqual({ emoji: '👨‍👩‍👧', rest: ' 家庭' });
    expect(extractLeadingEmoji('闭包')).toEqual({ emoji: null, rest: '闭包' });
  });
});
