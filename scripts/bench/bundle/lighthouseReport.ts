/**
 * Prints the summary of Lighthouse JSON reports, and the medians when there are several.
 *
 *   npm run bench:lighthouse-summary -- /tmp/lh-1.json /tmp/lh-2.json …
 */
import { readFileSync } from 'node:fs';
import { median, summariseRun, type LighthouseReport } from './lighthouse';

const runs = process.argv
  .slice(2)
  .map((file) => ({ file, run: summariseRun(JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport) }));
if (runs.length === 0) {
  console.error('usage: lighthouseReport.ts report.json…');
  process.exit(2);
}
for (const { file, run } of runs) {
  console.log(`${file}: score ${run.score}, TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms, FCP ${run.fcpMs} ms`);
  console.log(`  main thread: ${run.mainThread.map((item) => `${item.name} ${item.ms} ms`).join(', ')}`);
  for (const item of run.bootup) {
    console.log(
      `  boot-up ${item.totalMs} ms (script ${item.scriptingMs}, parse ${item.parseMs}): ${item.url}`,
    );
  }
}
if (runs.length > 1) {
  const pick = (key: 'score' | 'tbtMs' | 'lcpMs' | 'fcpMs'): number =>
    median(runs.map(({ run }) => run[key]));
  console.log(
    `median of ${runs.length}: score ${pick('score')}, TBT ${pick('tbtMs')} ms, LCP ${pick('lcpMs')} ms, FCP ${pick('fcpMs')} ms`,
  );
}
