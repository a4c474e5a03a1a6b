import { countByImpact, violationTotals } from './aggregate';
import { formatTable } from '../table';
import { formatKiB, formatMs, KIB } from '../units';
import type { AuditNote, SiteBenchResults } from './types';

function buildSection(build: NonNullable<SiteBenchResults['build']>): string {
  const rows = [build.rspack, build.webpack]
    .filter((timing) => timing !== undefined)
    .map((timing) => [
      timing.bundler === 'rspack' ? 'ours (Rspack, future.faster)' : 'default (webpack)',
      `${timing.seconds.toFixed(1)} s`,
      timing.load ? `${timing.load.start.toFixed(1)} → ${timing.load.end.toFixed(1)}` : '',
    ]);
  const ratio =
    build.speedup !== undefined
      ? `\nwebpack / ours: ${build.speedup.toFixed(2)}×`
      : build.webpackError
        ? `\nwebpack build failed: ${build.webpackError}`
        : '';
  return `Cold build (rm -rf build .docusaurus node_modules/.cache)\n${formatTable(['bundler', 'time', 'load avg'], rows, ['left', 'right', 'right'])}${ratio}`;
}

/** Packages shown per page type when the build has source maps. */
const TOP_PACKAGES = 5;

function firstVisitSection(visits: NonNullable<SiteBenchResults['firstVisit']>): string {
  const rows = visits.map((visit) => {
    const flags = [
      ...(visit.jsGzipBytes / KIB > visit.jsCeilingKiB ? ['JS over its ceiling'] : []),
      ...visit.unneeded.map(({ kind, files }) => `unused ${kind} in ${files.join(' ')}`),
    ];
    return [
      visit.page,
      formatKiB(visit.jsGzipBytes),
      formatKiB(visit.jsCeilingKiB * KIB),
      formatKiB(visit.cssGzipBytes),
      String(visit.assets.length),
      flags.join('; ') || '-',
    ];
  });
  const table = formatTable(['page', 'JS', 'JS ceiling', 'CSS', 'files', 'flag'], rows, [
    'left',
    'right',
    'right',
    'right',
    'right',
  ]);
  const packages = visits.some((visit) => visit.packages)
    ? [
        `largest packages in the scripts (each package's code gzipped alone), top ${TOP_PACKAGES}:`,
        ...visits.map(
          (visit) =>
            `  ${visit.page}: ${
              (visit.packages ?? [])
                .slice(0, TOP_PACKAGES)
                .map((size) => `${size.name} ${formatKiB(size.gzip)}`)
                .join(', ') || '-'
            }`,
        ),
      ]
    : ['bytes by package: build with source maps first (`npm run build:stats`)'];
  return [
    'First visit: JS and CSS requested on load (gzip -9); ceilings from tests/e2e/budgets.ts',
    table,
    ...packages,
  ].join('\n');
}

function noteText(note: AuditNote): string {
  return note.displayValue ? `${note.id} (${note.displayValue})` : note.id;
}

function lighthouseSection(pages: NonNullable<SiteBenchResults['lighthouse']>): string {
  const runs = Math.max(...pages.map((page) => page.runs.length));
  const rows = pages.map(({ page, median }) => [
    page,
    String(median.performance),
    String(median.accessibility),
    String(median.bestPractices),
    String(median.seo),
    formatMs(median.fcpMs),
    formatMs(median.lcpMs),
    formatMs(median.tbtMs),
    median.cls.toFixed(3),
  ]);
  const table = formatTable(['page', 'perf', 'a11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'], rows, [
    'left',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
  ]);
  const failing = pages
    .filter((page) => page.failing.length > 0)
    .map((page) => `  ${page.page}: ${page.failing.map((note) => note.id).join(', ')}`);
  const diagnostics = pages.map(
    (page) => `  ${page.page}: ${page.performanceNotes.slice(0, 5).map(noteText).join('; ') || '-'}`,
  );
  return [
    `Lighthouse mobile, median of ${runs} run(s)`,
    table,
    'failing a11y / best-practices / SEO audits:',
    ...(failing.length > 0 ? failing : ['  none']),
    'performance diagnostics (median run, worst first):',
    ...diagnostics,
  ].join('\n');
}

function axeSection(scans: NonNullable<SiteBenchResults['axe']>): string {
  const rows = scans.map((scan) => {
    const counts = countByImpact(scan.violations);
    return [
      scan.scenario,
      scan.mode,
      String(counts.critical),
      String(counts.serious),
      String(counts.moderate),
      String(counts.minor),
      scan.violations.map((violation) => `${violation.id}×${violation.nodes}`).join(' ') || '-',
    ];
  });
  const table = formatTable(
    ['scan', 'mode', 'critical', 'serious', 'moderate', 'minor', 'violations (rule×elements)'],
    rows,
    ['left', 'left', 'right', 'right', 'right', 'right'],
  );
  const totals = violationTotals(scans).map(
    (total) => `  ${total.id} (${total.impact}): ${total.scans} scan(s), ${total.nodes} element(s)`,
  );
  return [
    'axe-core violations (rules per impact)',
    table,
    'by rule:',
    ...(totals.length > 0 ? totals : ['  none']),
  ].join('\n');
}

/** The bench's printed report: one block per part that ran. */
export function formatReport(results: SiteBenchResults): string {
  const blocks = [
    `Server: ${results.server.command}`,
    `Pages\n${formatTable(
      ['page', 'path'],
      results.pages.map(({ id, path }) => [id, path]),
    )}`,
  ];
  if (results.build) blocks.push(buildSection(results.build));
  if (results.firstVisit) blocks.push(firstVisitSection(results.firstVisit));
  if (results.lighthouse) blocks.push(lighthouseSection(results.lighthouse));
  if (results.axe) blocks.push(axeSection(results.axe));
  return blocks.join('\n\n');
}
