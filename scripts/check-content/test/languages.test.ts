import { describe, expect, it } from 'vitest';
import { metaAttribute, metaFlag, parseInfo, scanBody } from '../markdown';
import { describeOutputMismatch, normaliseOutput } from '../verify/output';
import { moduleKind } from '../verify/languages';

describe('moduleKind', () => {
  it('runs imports as an ES module even when a string mentions require(', () => {
    expect(moduleKind("import fs from 'node:fs';\nconsole.log('require(x)');")).toBe('mjs');
  });
  it('runs require() code as CommonJS', () => {
    expect(moduleKind("const fs = require('node:fs');")).toBe('cjs');
  });
  it('defaults to an ES module', () => {
    expect(moduleKind('console.log(1);')).toBe('mjs');
  });
});

describe('fence parsing', () => {
  it('splits language and meta', () => {
    expect(parseInfo('ts run title="x y"')).toEqual({ lang: 'ts', meta: 'run title="x y"' });
    expect(metaAttribute('run title="输出"', 'title')).toBe('输出');
    expect(metaAttribute('nocheck="片段：依赖上文"', 'nocheck')).toBe('片段：依赖上文');
    expect(metaFlag('title=rerun', 'run')).toBe(false);
    expect(metaFlag('run title=a', 'run')).toBe(true);
  });

  it('finds fences, headings outside code and keeps line numbers', () => {
    const scanned = scanBody('## 一\n\n```js\n# not a heading\n```\n\n### 二\n````md\n```js\n````', 10);
    expect(scanned.headings.map((h) => [h.depth, h.text, h.line])).toEqual([
      [2, '一', 10],
      [3, '二', 16],
    ]);
    expect(scanned.fences.map((f) => [f.lang, f.line, f.closed])).toEqual([
      ['js', 12, true],
      ['md', 17, true],
    ]);
    expect(scanned.prose.split('\n')).toHaveLength(10);
  });

  it('reports an unclosed fence', () => {
    expect(scanBody('```ts\nconst a = 1;').fences[0]!.closed).toBe(false);
  });
});

describe('output comparison', () => {
  it('ignores trailing spaces and blank lines, not content', () => {
    expect(normaliseOutput('a  \r\nb\n\n')).toBe('a\nb');
    expect(describeOutputMismatch('1\n2', '1\n2\n')).toBeUndefined();
    expect(describeOutputMismatch('1\n2', '1\n3')).toMatch(/line 2: expected "2", got "3"/);
  });
});
