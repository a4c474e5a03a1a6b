import { fence, output, page, pageWith, prose } from './pages';

/** Per rule: a page (or set of pages) that must pass it, and one that must fail it. */
export interface RuleCase {
  rule: string;
  pass: Record<string, string>;
  fail: Record<string, string>;
}

/** A passing React behaviour test: a state update in an event handler re-renders. */
export const REACT_TEST = `import { test, expect } from 'vitest';
import { render, screen, act } from '@testing-library/react';
import { useState } from 'react';

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{n}</button>;
}

test('点击后重新渲染', () => {
  render(<Counter />);
  act(() => screen.getByRole('button').click());
  expect(screen.getByRole('button').textContent).toBe('1');
});`;

export const VUE_COUNTER =
  '<script setup lang="ts">\nimport { ref } from \'vue\';\nconst n = ref(0);\n</script>\n\n<template>\n  <button @click="n++">{{ n }}</button>\n</template>';

const one = (source: string): Record<string, string> => ({ 'page.md': source });

export const ruleCases: RuleCase[] = [
  {
    rule: 'front-matter',
    pass: one(page()),
    fail: one(page({ frontMatter: 'title: 示例页面\ndescription: 太短了\ntags: [不存在的标签]' })),
  },
  {
    rule: 'length',
    pass: one(page()),
    fail: one(page({ intro: '很短。', sections: '## 原理\n\n短。\n\n## 用法\n\n短。' })),
  },
  {
    rule: 'headings',
    pass: one(pageWith('### 细节\n\n三级标题可以用。')),
    fail: one(pageWith('#### 太深\n\n四级标题不出现在目录里。')),
  },
  { rule: 'summary', pass: one(page()), fail: one(page({ summary: '## 总之\n\n- 没有小结标题。' })) },
  {
    rule: 'summary',
    pass: one(
      page({ summary: '## 小结\n\n- 第一点。\n\n## 参考\n\n- [MDN](https://developer.mozilla.org/)' }),
    ),
    fail: one(
      page({
        summary:
          '## 参考\n\n- [MDN](https://developer.mozilla.org/)\n\n## 小结\n\n- 第一点。\n\n## 附录\n\n正文。',
      }),
    ),
  },
  {
    rule: 'placeholder',
    pass: one(pageWith(fence('js', '// TODO 在代码里可以出现'))),
    fail: one(pageWith('这一节待补充。')),
  },
  {
    rule: 'fence',
    pass: one(pageWith(fence('js', 'const a = 1;'))),
    fail: one(pageWith('```\nconst a = 1;\n```')),
  },
  {
    rule: 'exemption',
    pass: one(pageWith(fence('ts nocheck="片段：依赖上文定义的 store"', 'store.dispatch(action);'))),
    fail: one(pageWith(fence('ts nocheck=""', 'store.dispatch(action);'))),
  },
  {
    rule: 'run',
    pass: one(pageWith(`${fence('js run', 'console.log(1 + 1);')}\n\n${output('2')}`)),
    fail: one(pageWith(fence('js run', 'console.log(1 + 1);'))),
  },
  {
    rule: 'code-ts',
    pass: one(
      pageWith(
        fence('ts', "const n: number = 1;\n// @ts-expect-error 字符串不能赋给数字\nconst m: number = 'x';"),
      ),
    ),
    fail: one(
      pageWith(
        fence('ts', "const n: number = 'one';\n// @ts-expect-error 这里其实没有错误\nconst m: number = 2;"),
      ),
    ),
  },
  {
    rule: 'code-js',
    pass: one(
      pageWith(
        `${fence('js run', "console.log(['a', 'b'].map((s) => s.toUpperCase()));")}\n\n${output("[ 'A', 'B' ]")}`,
      ),
    ),
    fail: one(pageWith(`${fence('js run', 'console.log(0.1 + 0.2);')}\n\n${output('0.3')}`)),
  },
  {
    rule: 'code-python',
    pass: one(pageWith(`${fence('python run', 'print(sum(range(5)))')}\n\n${output('10')}`)),
    fail: one(pageWith(fence('python', 'def f(:\n    pass'))),
  },
  {
    rule: 'code-c',
    pass: one(
      pageWith(
        `${fence('c run', '#include <stdio.h>\nint main(void) { printf("%d\\n", 6 * 7); return 0; }')}\n\n${output('42')}`,
      ),
    ),
    fail: one(pageWith(fence('c', 'int main(void) { return undefined_name; }'))),
  },
  {
    rule: 'code-shell',
    pass: one(pageWith(fence('bash', 'for f in *.md; do\n  echo "$f"\ndone'))),
    fail: one(pageWith(fence('bash', 'if [ -f a ]; then\n  echo a'))),
  },
  {
    rule: 'code-json',
    pass: one(pageWith(fence('json', '{ "a": 1 }'))),
    fail: one(pageWith(fence('json', '{ "a": 1, // 注释\n}'))),
  },
  {
    rule: 'code-yaml',
    pass: one(pageWith(fence('yaml', 'a:\n  - 1\n  - 2'))),
    fail: one(pageWith(fence('yaml', 'a: [1, 2\nb: 3'))),
  },
  {
    rule: 'code-vue',
    pass: one(
      pageWith(
        fence(
          'vue',
          '<script setup lang="ts">\nimport { ref } from \'vue\';\nconst n = ref(0);\n</script>\n\n<template>\n  <button @click="n++">{{ n }}</button>\n</template>',
        ),
      ),
    ),
    fail: one(pageWith(fence('vue', '<template>\n  <div v-if=">{{ broken </div>\n</template>'))),
  },
  {
    rule: 'code-css',
    pass: one(pageWith(fence('css', '.a { color: red; }'))),
    fail: one(pageWith(fence('css', '.a { color: red;'))),
  },
  {
    rule: 'interview',
    pass: one(
      pageWith(
        '<details>\n<summary>为什么？</summary>\n\n**结论**：因为如此。\n\n推理在这里。\n\n</details>',
      ),
    ),
    fail: one(
      pageWith('<details>\n<summary>为什么？</summary>\n\n先讲了一大段推理，却没有结论。\n\n</details>'),
    ),
  },
  {
    rule: 'image',
    pass: {
      'page.md': pageWith('![流程示意图](./diagram.svg)'),
      'diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    fail: one(pageWith('![](https://example.com/remote.png)')),
  },
  {
    rule: 'link',
    pass: {
      'page.md': pageWith('参见[另一页](./other.md)。'),
      'other.md': page({
        frontMatter: 'title: 另一页\ndescription: 被链接的另一页，用来测试相对链接能否解析。',
      }),
    },
    fail: one(pageWith('参见[不存在的页](./missing.md)。')),
  },
  {
    rule: 'bold',
    pass: one(pageWith('这是**重要的事**，记住它。')),
    fail: one(pageWith('文件名是 **index.**js 这种写法。')),
  },
  {
    rule: 'mdx',
    pass: one(pageWith('对象字面量写作 `{}`。')),
    fail: one(pageWith('对象字面量写作 { a: 1 这样没有闭合。')),
  },
  {
    rule: 'landing',
    pass: one(
      `---\ntitle: 总览\ndescription: 这一栏目的总览页面与推荐的阅读顺序。\nlanding: true\nslug: /overview\n---\n\n${prose(250)}\n\n- [一](./a.md)\n- [二](./b.md)\n- [三](./c.md)\n- [四](./d.md)\n`,
    ),
    fail: one(
      `---\ntitle: 总览\ndescription: 这一栏目的总览页面与推荐的阅读顺序。\nlanding: true\nslug: /overview\n---\n\n${prose(250)}\n`,
    ),
  },
  {
    rule: 'duplicate-title',
    pass: {
      'a.md': page(),
      'b.md': page({
        frontMatter: 'title: 另一个标题\ndescription: 标题不同的第二个页面，用来测试重名检查。',
      }),
    },
    fail: { 'a.md': page(), 'b.md': page() },
  },
  {
    rule: 'near-duplicate',
    pass: {
      'a.md': page(),
      'b.md': page({
        frontMatter: 'title: 另一页\ndescription: 正文完全不同的第二个页面，用来测试相似度。',
        intro: '甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥'.repeat(4),
        sections:
          '## 原理\n\n春夏秋冬东南西北金木水火土日月星辰山川河流'.repeat(3) +
          '\n\n## 用法\n\n天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏'.repeat(3),
      }),
    },
    fail: {
      'a.md': page(),
      'b.md': page({
        frontMatter: 'title: 几乎一样\ndescription: 正文几乎相同的第二个页面，用来测试相似度。',
      }),
    },
  },
  {
    rule: 'references',
    pass: one(page()),
    fail: one(page({ references: '' })),
  },
  {
    rule: 'liunx-in-prose',
    pass: one(
      pageWith(
        '服务器笔记在 Liunx 栏目，入口是[Liunx 总览](../Liunx/00-总览.md)；「Liunx」是站点沿用的拼写，`liunx` 只出现在地址里。容器就是 Linux 进程。',
      ),
    ),
    fail: one(pageWith('容器本质上是一个普通的 Liunx 进程。')),
  },
  {
    rule: 'summary-bullets',
    pass: one(page({ summary: '## 小结\n\n- 一。\n- 二。\n- 三。\n- 四。\n- 五。' })),
    fail: one(page({ summary: '## 小结\n\n- 一。\n- 二。\n- 三。\n- 四。\n- 五。\n- 六。' })),
  },
  {
    rule: 'stock-phrases',
    pass: one(pageWith('这一点决定了缓存能否命中：键相同才复用。')),
    fail: one(pageWith('这一点划重点：键相同才复用。')),
  },
  {
    rule: 'dangling-reference',
    pass: one(
      pageWith(
        `上文的 \`useMemo\` 缓存计算结果。\n\n${fence('ts', 'declare function useMemo<T>(make: () => T): T;')}`,
      ),
    ),
    fail: one(pageWith('本页前面的 SizeBudgetPlugin 已经限制了体积。')),
  },
  {
    rule: 'test-block',
    pass: one(pageWith(fence('tsx test', REACT_TEST))),
    fail: one(
      pageWith(
        fence(
          'ts test',
          "import { test, expect } from 'vitest';\n\ntest('加法', () => {\n  expect(0.1 + 0.2).toBe(0.3);\n});",
        ),
      ),
    ),
  },
  {
    rule: 'vue-tsc',
    pass: one(pageWith(fence('vue', VUE_COUNTER))),
    fail: one(pageWith(fence('vue', VUE_COUNTER.replace('{{ n }}', '{{ n.toUpperCase() }}')))),
  },
];
