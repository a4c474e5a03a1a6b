import { classifySample, type RunnerVerdict } from '../../plugins/code-runner/src/shared/classify';
import { isExempt, isRun } from './rules/fences';
import { isTestBlock } from './rules/testBlocks';
import type { Fence } from './types';

/** The code runner's verdict on a page's fence, read from its language, code and meta flags. */
export function runnerVerdict(fence: Fence): RunnerVerdict {
  return classifySample({
    lang: fence.lang,
    code: fence.code,
    run: isRun(fence),
    exempt: isExempt(fence),
    test: isTestBlock(fence),
  });
}
