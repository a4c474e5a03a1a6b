import { performance } from 'node:perf_hooks';
import { runCheck } from './check';

function formatCounts(counts: Partial<Record<string, number>>): string {
  const entries = Object.entries(counts);
  const total = entries.reduce((sum, [, count]) => sum + (count ?? 0), 0);
  return entries.length === 0
    ? '0'
    : `${total} (${entries.map(([lang, count]) => `${lang} ${count}`).join(', ')})`;
}

const started = performance.now();
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const NEW_BASELINE = '--new-baseline=';
const report = await runCheck({
  root: process.cwd(),
  targets: args.filter((arg) => !arg.startsWith('--')),
  // Lowers every baseline to what this run finds; never adds an entry.
  updateBaselines: args.includes('--update-baselines'),
  // Starts the baseline of a rule that has none yet.
  newBaselines: args
    .filter((arg) => arg.startsWith(NEW_BASELINE))
    .map((arg) => arg.slice(NEW_BASELINE.length)),
});
for (const finding of report.findings)
  console.log(`${finding.file}:${finding.line}: ${finding.rule}: ${finding.message}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const { browser: inBrowser = 0, ...elsewhere } = report.runner;
console.log(
  `check:content: ${report.pages} pages, median ${report.medianHan} Han characters of prose, ` +
    `closing sections ${report.closingSharePercent}% of prose (median), ` +
    `${report.withReferences} of ${report.needReferences} doc pages with 参考, ` +
    `code blocks verified ${formatCounts(report.verified)}, exempted ${formatCounts(report.exempted)}, ` +
    `not checked ${report.unchecked}, ${report.mermaid} Mermaid diagrams, ${report.questions} interview questions, ${report.testBlocks} test blocks, ` +
    `runnable in the page ${inBrowser}, needing Node or a page ${formatCounts(elsewhere)}, ` +
    `${report.findings.length} problems, ${report.fromCache} results from cache, ${seconds} s`,
);
process.exitCode = report.findings.length > 0 ? 1 : 0;
