/** Which browser reports count as problems, and how they are told apart and printed. */
import type { PageProblem } from './driver';

/**
 * Firefox reports a CSP violation as an error entry starting "Content-Security-Policy: The page’s
 * settings blocked…"; WebKit and Chromium as "Refused to load/execute/apply… Content Security Policy".
 */
const CSP_TEXT = [/Content[- ]Security[- ]Policy/i, /^Refused to (load|execute|apply|connect|frame|create)/i];

export function isCspText(text: string): boolean {
  return CSP_TEXT.some((pattern) => pattern.test(text));
}

/**
 * A console message as the driver saw it (`type` as WebDriver BiDi or the console API names it):
 * errors count, CSP ones as `csp`; warnings, logs and the rest do not.
 */
export function classifyConsoleMessage(type: string, text: string): PageProblem | undefined {
  if (type !== 'error' && type !== 'assert') return undefined;
  return { kind: isCspText(text) ? 'csp' : 'console', text };
}

/** An uncaught error (Firefox also sends its CSP reports this way). */
export function classifyPageError(message: string): PageProblem {
  return { kind: isCspText(message) ? 'csp' : 'error', text: message };
}

/** Parses what the in-page recorder handed over; anything else is itself a problem. */
export function recordedProblems(value: unknown): PageProblem[] {
  if (value === null || value === undefined)
    return [{ kind: 'error', text: 'the in-page recorder did not run on this page' }];
  if (!Array.isArray(value))
    return [{ kind: 'error', text: `the recorder returned ${JSON.stringify(value)}` }];
  return value.map((entry: unknown) => {
    const { kind, text } = (entry ?? {}) as Partial<PageProblem>;
    const known = kind === 'console' || kind === 'error' || kind === 'csp';
    return { kind: known ? kind : 'error', text: typeof text === 'string' ? text : JSON.stringify(entry) };
  });
}

const LABELS: Record<PageProblem['kind'], string> = {
  csp: 'CSP violation',
  console: 'console error',
  error: 'page error',
};

/** One line each, CSP violations first, repeats counted once with their number. */
export function formatProblems(problems: readonly PageProblem[]): string[] {
  const counts = new Map<string, number>();
  const order: PageProblem['kind'][] = ['csp', 'error', 'console'];
  const sorted = [...problems].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  for (const problem of sorted) {
    const line = `${LABELS[problem.kind]}: ${problem.text}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, count]) => (count > 1 ? `${line} (×${count})` : line));
}
