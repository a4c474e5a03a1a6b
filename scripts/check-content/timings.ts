import { performance } from 'node:perf_hooks';

/** Phase times on stderr when CHECK_CONTENT_TIMINGS=1: where a slow run spends its time. */
export async function timed<T>(label: string, work: Promise<T> | (() => Promise<T>)): Promise<T> {
  if (process.env.CHECK_CONTENT_TIMINGS !== '1') return typeof work === 'function' ? work() : work;
  const started = performance.now();
  const result = await (typeof work === 'function' ? work() : work);
  console.error(`check:content timing: ${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
