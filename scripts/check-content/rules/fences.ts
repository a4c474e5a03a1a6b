import { RUNNABLE, verifierFor } from '../languages';
import { metaAttribute, metaFlag } from '../markdown';
import type { Fence, Finding, Page } from '../types';

export const OUTPUT_TITLE = '输出';
export const EXEMPT_ATTRIBUTE = 'nocheck';

export function isExempt(fence: Fence): boolean {
  return metaAttribute(fence.meta, EXEMPT_ATTRIBUTE) !== undefined;
}

export function isRun(fence: Fence): boolean {
  return metaFlag(fence.meta, 'run');
}

/** The `text title="输出"` block right after a `run` block holds its expected stdout. */
export function isOutputBlock(fence: Fence | undefined): boolean {
  return fence !== undefined && fence.lang === 'text' && metaAttribute(fence.meta, 'title') === OUTPUT_TITLE;
}

/** Every fence names its language and is closed; markers are well formed. */
export function checkFences(page: Page): Finding[] {
  const findings: Finding[] = [];
  const at = (fence: Fence, rule: string, message: string): Finding => ({
    file: page.file,
    line: fence.line,
    rule,
    message,
  });
  page.fences.forEach((fence, index) => {
    if (!fence.closed) findings.push(at(fence, 'fence', 'code fence is never closed'));
    if (fence.lang === '') findings.push(at(fence, 'fence', 'code fence names no language'));
    const reason = metaAttribute(fence.meta, EXEMPT_ATTRIBUTE);
    if (reason !== undefined && reason.trim().length < 4) {
      findings.push(
        at(
          fence,
          'exemption',
          `\`${EXEMPT_ATTRIBUTE}\` needs a reason: ${EXEMPT_ATTRIBUTE}="为什么不能检查"`,
        ),
      );
    }
    if (reason !== undefined && !verifierFor(fence.lang)) {
      findings.push(
        at(fence, 'exemption', `\`${fence.lang}\` blocks are not checked: drop \`${EXEMPT_ATTRIBUTE}\``),
      );
    }
    if (isRun(fence)) {
      const verifier = verifierFor(fence.lang);
      if (!verifier || !RUNNABLE.has(verifier))
        findings.push(at(fence, 'run', `\`${fence.lang}\` blocks cannot be run`));
      if (!isOutputBlock(page.fences[index + 1])) {
        findings.push(
          at(
            fence,
            'run',
            `a \`run\` block must be followed by a \`text title="${OUTPUT_TITLE}"\` block holding its output`,
          ),
        );
      }
      if (reason !== undefined) findings.push(at(fence, 'run', '`run` and `nocheck` exclude each other'));
    }
  });
  return findings;
}
