/**
 * `npm test`: every check, in order, stopping at the first that fails. Each stage's duration is
 * printed as it ends, and all of them at the end.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const STAGES = [
  'check:deps',
  'typecheck',
  'lint',
  'test:unit',
  'check:content',
  'build:strict',
  'test:e2e',
  'test:engines',
];

const timings: string[] = [];
let failed: string | undefined;
for (const stage of STAGES) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${stage} ${seconds} s${status === 0 ? '' : ' (failed)'}`);
  console.log(`\nnpm test: ${stage} took ${seconds} s\n`);
  if (status !== 0) {
    failed = stage;
    break;
  }
}
console.log(`npm test: ${timings.join(', ')}`);
if (failed) {
  console.error(`npm test: ${failed} failed`);
  process.exitCode = 1;
}
