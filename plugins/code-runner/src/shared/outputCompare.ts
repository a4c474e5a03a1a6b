/**
 * Comparing a program's output with a page's stated output. The content checker (in Node) and the
 * in-page runner use this one module, so both hold the same truth.
 */

/** Normalises program output for comparison: line endings, trailing spaces, trailing blank lines. */
export function normaliseOutput(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** The first output line where the two differ (1-based); `undefined` stands for a missing line. */
export interface OutputDifference {
  line: number;
  expected: string | undefined;
  actual: string | undefined;
}

export function firstOutputDifference(expected: string, actual: string): OutputDifference | undefined {
  const want = normaliseOutput(expected).split('\n');
  const got = normaliseOutput(actual).split('\n');
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    if (want[i] !== got[i]) return { line: i + 1, expected: want[i], actual: got[i] };
  }
  return undefined;
}
