import { firstOutputDifference } from '../../../plugins/code-runner/src/shared/outputCompare';

export { normaliseOutput } from '../../../plugins/code-runner/src/shared/outputCompare';

/** A readable first difference between expected and actual output. */
export function describeOutputMismatch(expected: string, actual: string): string | undefined {
  const difference = firstOutputDifference(expected, actual);
  if (!difference) return undefined;
  const shown = (line: string | undefined): string => JSON.stringify(line ?? '(nothing)');
  return `stated output differs at output line ${difference.line}: expected ${shown(difference.expected)}, got ${shown(difference.actual)}`;
}
