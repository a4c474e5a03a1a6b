/** Normalises program output for comparison: line endings, trailing spaces, trailing blank lines. */
export function normaliseOutput(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** A readable first difference between expected and actual output. */
export function describeOutputMismatch(expected: string, actual: string): string | undefined {
  const want = normaliseOutput(expected).split('\n');
  const got = normaliseOutput(actual).split('\n');
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    if (want[i] !== got[i]) {
      return `stated output differs at output line ${i + 1}: expected ${JSON.stringify(want[i] ?? '(nothing)')}, got ${JSON.stringify(got[i] ?? '(nothing)')}`;
    }
  }
  return undefined;
}
