import { describe, expect, it } from 'vitest';
import { firstOutputDifference, normaliseOutput } from './outputCompare';
import { appendOutput, runSummary, standardOutput } from './runReport';
import type { OutputChunk } from './protocol';

const out = (text: string): OutputChunk => ({ stream: 'out', text });
const err = (text: string): OutputChunk => ({ stream: 'err', text });

describe('output comparison', () => {
  it('ignores line endings, trailing spaces and trailing blank lines', () => {
    expect(normaliseOutput('a  \r\nb\n\n')).toBe('a\nb');
    expect(firstOutputDifference('[ 1, 2 ]\n', '[ 1, 2 ]  \n\n')).toBeUndefined();
  });

  it('finds the first differing line, and a missing one', () => {
    expect(firstOutputDifference('1\n2\n3', '1\n4\n3')).toEqual({ line: 2, expected: '2', actual: '4' });
    expect(firstOutputDifference('1\n2', '1')).toEqual({ line: 2, expected: '2', actual: undefined });
  });
});

describe('runSummary', () => {
  it('compares only what the program wrote to stdout, as the checker does', () => {
    const chunks = [out('a\n'), err('warning\n'), out('b\n')];
    expect(standardOutput(chunks)).toBe('a\nb\n');
    expect(runSummary('done', chunks, 'a\nb')).toBe('运行结束，与页面输出一致。');
  });

  it('shows the first difference with the page', () => {
    expect(runSummary('done', [out('a\n'), out('c\n')], 'a\nb')).toBe(
      '运行结束，与页面输出不同：第 2 行页面为「b」，运行得到「c」。',
    );
    expect(runSummary('done', [out('a\n')], 'a\nb')).toBe(
      '运行结束，与页面输出不同：第 2 行页面为「b」，运行得到（没有这一行）。',
    );
  });

  it('says how a run that did not end normally ended, whatever the page states', () => {
    expect(runSummary('timeout', [], 'a')).toMatch(/超过 5 秒，已停止/);
    expect(runSummary('overflow', [], 'a')).toMatch(/输出超过 1 MB/);
    expect(runSummary('threw', [], undefined)).toMatch(/未捕获的异常/);
    expect(runSummary('done', [], undefined)).toBe('运行结束。');
  });
});

describe('appendOutput', () => {
  it('joins neighbouring chunks of one stream and keeps the order of streams', () => {
    expect(appendOutput([out('a\n')], [out('b\n'), err('e\n'), out('c\n')])).toEqual([
      out('a\nb\n'),
      err('e\n'),
      out('c\n'),
    ]);
  });
});
