import { metaFlag } from '../markdown';
import type { Fence, Finding, Page } from '../types';
import { EXEMPT_ATTRIBUTE, isExempt, isRun } from './fences';

/** Languages a `test` fence may be written in: the block runs as a Vitest test file. */
export const TEST_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx']);

/** A behaviour test: a fence whose info string holds the word `test` (```tsx test). */
export function isTestBlock(fence: Fence): boolean {
  return metaFlag(fence.meta, 'test');
}

/** A `test` fence is ts/tsx/js/jsx, is checked (no `nocheck`) and proves itself (no `run`). */
export function checkTestFences(page: Page): Finding[] {
  const findings: Finding[] = [];
  for (const fence of page.fences.filter(isTestBlock)) {
    const at = (message: string): Finding => ({
      file: page.file,
      line: fence.line,
      rule: 'test-block',
      message,
    });
    if (!TEST_LANGUAGES.has(fence.lang))
      findings.push(
        at(`\`${fence.lang}\` blocks cannot be tests: write ${[...TEST_LANGUAGES].join('/')} test`),
      );
    if (isExempt(fence)) findings.push(at(`a test block is always run: drop \`${EXEMPT_ATTRIBUTE}\``));
    if (isRun(fence))
      findings.push(at('a test block proves itself with `expect`: drop `run` and its 输出 block'));
  }
  return findings;
}
