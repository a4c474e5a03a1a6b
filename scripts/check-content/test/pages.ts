/** Builds fixture pages for the checker's tests: a valid page, and variations that break one rule each. */

const SENTENCES = [
  '笔记的价值在于准确而具体，读者遇到问题时能比查官方文档更快找到答案。',
  '每一段示例代码都要能够独立编译或者运行，声称的输出必须与真实输出一致。',
  '写作时先说明概念是什么、为什么需要它，再解释内部如何工作，最后给出代码。',
  '常见的坑往往来自边界条件，例如空数组、重复的键、异步回调里的过期变量。',
  '面试题部分先给一两句结论，然后展开推理，让读者既能速记也能理解原因。',
  '图示适合表达流程，比如事件循环、握手过程、构建流水线和中间件的调用顺序。',
  '中文与英文或数字之间保留一个空格，句子里使用全角标点，阅读起来更舒服。',
  '相关页面之间用相对链接互相引用，构建时会检查每个链接是否真的存在。',
  '旧版接口需要明确标注，并写出今天推荐的替代方案，避免读者学到过时的写法。',
  '检查器会统计每页正文里的汉字数量，代码块、链接地址和标签都不计算在内。',
];

/** About `count` Han characters of varied prose. */
export function prose(count: number, seed = 0): string {
  const paragraphs: string[] = [];
  let han = 0;
  let index = seed;
  while (han < count) {
    const sentence = `第${index + 1}条：${SENTENCES[index % SENTENCES.length]}`;
    paragraphs.push(sentence);
    han += (sentence.match(/\p{Script=Han}/gu) ?? []).length;
    index++;
  }
  return paragraphs.join('\n\n');
}

export interface PageParts {
  frontMatter?: string;
  intro?: string;
  sections?: string;
  summary?: string;
  /** The closing `## 参考` section ('' for none). */
  references?: string;
}

export const GOOD_FRONT_MATTER =
  'title: 示例页面\ndescription: 这是一个用于测试内容检查器的示例页面，它满足所有规则。\ntags: [javascript]';

export const REFERENCES =
  '## 参考\n\n- [MDN：Array.prototype.map](https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Array/map)';

/** A page that passes every rule, with any part replaced. */
export function page(parts: PageParts = {}): string {
  const frontMatter = parts.frontMatter ?? GOOD_FRONT_MATTER;
  const intro = parts.intro ?? prose(400);
  const sections = parts.sections ?? `## 原理\n\n${prose(400, 3)}\n\n## 用法\n\n${prose(400, 6)}`;
  const summary = parts.summary ?? '## 小结\n\n- 第一点。\n- 第二点。';
  const references = parts.references ?? REFERENCES;
  return `---\n${frontMatter}\n---\n\n${intro}\n\n${sections}\n\n${summary}\n${references ? `\n${references}\n` : ''}`;
}

/** A good page with `extra` appended to the first section. */
export function pageWith(extra: string, parts: PageParts = {}): string {
  return page({
    ...parts,
    sections: `## 原理\n\n${prose(400, 3)}\n\n${extra}\n\n## 用法\n\n${prose(400, 6)}`,
  });
}

export const fence = (info: string, code: string): string => `\`\`\`${info}\n${code}\n\`\`\``;
export const output = (text: string): string => fence('text title="输出"', text);
