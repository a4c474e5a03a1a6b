import { firstOutputDifference } from './outputCompare';
import type { OutputChunk } from './protocol';

/** How a run ended, as the page saw it. */
export type RunEnding = 'done' | 'threw' | 'timeout' | 'stopped' | 'overflow' | 'failed';

export const TIME_LIMIT_MS = 5_000;
export const OUTPUT_LIMIT = 1_000_000;

/** What a program wrote to stdout (console.log, info, debug, dir…), as the checker compares it. */
export function standardOutput(chunks: readonly OutputChunk[]): string {
  return chunks
    .filter((chunk) => chunk.stream === 'out')
    .map((chunk) => chunk.text)
    .join('');
}

/** Appends output, joining neighbours of one stream (one text node each, however many lines). */
export function appendOutput(chunks: readonly OutputChunk[], more: readonly OutputChunk[]): OutputChunk[] {
  const joined = chunks.slice();
  for (const chunk of more) {
    const last = joined.at(-1);
    if (last?.stream === chunk.stream)
      joined[joined.length - 1] = { stream: chunk.stream, text: last.text + chunk.text };
    else joined.push(chunk);
  }
  return joined;
}

const ENDINGS: Readonly<Record<RunEnding, string>> = {
  done: '运行结束',
  threw: '运行出错：程序抛出了未捕获的异常',
  timeout: `运行超过 ${TIME_LIMIT_MS / 1000} 秒，已停止（可能是死循环或没有清除的定时器）`,
  stopped: '已停止',
  overflow: `输出超过 ${OUTPUT_LIMIT / 1_000_000} MB，已停止`,
  failed: '运行器加载失败，请检查网络后重试',
};

/** One sentence on the run: how it ended and, when the page states an output, whether it matches. */
export function runSummary(
  ending: RunEnding,
  chunks: readonly OutputChunk[],
  expected: string | undefined,
): string {
  if (ending !== 'done' || expected === undefined) return `${ENDINGS[ending]}。`;
  const difference = firstOutputDifference(expected, standardOutput(chunks));
  if (!difference) return '运行结束，与页面输出一致。';
  const shown = (line: string | undefined): string => (line === undefined ? '（没有这一行）' : `「${line}」`);
  return `运行结束，与页面输出不同：第 ${difference.line} 行页面为${shown(difference.expected)}，运行得到${shown(difference.actual)}。`;
}
