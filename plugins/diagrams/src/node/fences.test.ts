import { describe, expect, it } from 'vitest';
import { findMermaidFences } from './fences';

describe('findMermaidFences', () => {
  it('finds each mermaid fence with its text and the line of its opening fence', () => {
    const markdown = [
      '---',
      'title: 示例',
      '---',
      '',
      '## 流程',
      '',
      '```mermaid',
      'flowchart LR',
      '  A[开始] --> B[结束]',
      '```',
      '',
      '```js',
      'console.log(1);',
      '```',
      '',
      '~~~mermaid',
      'sequenceDiagram',
      '  A->>B: 你好',
      '~~~',
    ].join('\n');
    expect(findMermaidFences(markdown)).toEqual([
      { source: 'flowchart LR\n  A[开始] --> B[结束]', line: 7 },
      { source: 'sequenceDiagram\n  A->>B: 你好', line: 16 },
    ]);
  });

  it('does not take a mermaid fence shown inside a longer Markdown example for a diagram', () => {
    const markdown = '````md\n```mermaid\nflowchart LR\n  A --> B\n```\n````\n';
    expect(findMermaidFences(markdown)).toEqual([]);
  });

  it('gives a fence inside a list item without the list indentation', () => {
    const markdown = '1. 步骤：\n\n   ```mermaid\n   flowchart LR\n     A --> B\n   ```\n';
    expect(findMermaidFences(markdown)).toEqual([{ source: 'flowchart LR\n  A --> B', line: 3 }]);
  });

  it('ignores inline code and other languages', () => {
    expect(findMermaidFences('Mentions `mermaid` and ```mermaid inline.\n\n```text\nmermaid\n```\n')).toEqual(
      [],
    );
  });
});
