import { parseArgs } from 'node:util';
import { positiveInteger } from '../cli';
import { pageTypeIds, type PageTypeId } from './pageTypes';

/** What one `npm run bench` does; every part runs unless skipped. */
export interface BenchOptions {
  /** Print the flags and do nothing else. */
  help: boolean;
  /** Build nothing: measure the existing build/. */
  skipBuild: boolean;
  /** Build only with our config (Rspack), not also with webpack. */
  skipBuildCompare: boolean;
  skipBytes: boolean;
  skipLighthouse: boolean;
  skipAxe: boolean;
  /** Lighthouse runs per page type (the median is reported). */
  lighthouseRuns: number;
  /** Port of the static server; Lighthouse and the browser use it. */
  port: number;
  /** Page types to measure; empty means all. */
  pages: PageTypeId[];
  /** Where the JSON results go. */
  out: string;
}

export const defaultOptions: BenchOptions = {
  help: false,
  skipBuild: false,
  skipBuildCompare: false,
  skipBytes: false,
  skipLighthouse: false,
  skipAxe: false,
  lighthouseRuns: 3,
  port: 3500,
  pages: [],
  out: 'bench-results/site.json',
};

export const usage = `npm run bench -- [flags]
Cold builds (webpack, then ours), then against build/ served by scripts/serve/cli.ts: first-visit
JS and CSS per page type beside the browser tests' ceilings (tests/e2e/budgets.ts), Lighthouse
mobile and axe-core. Bytes are KiB (1024 bytes) of gzip -9. When build/ has source maps
(\`npm run build:stats\`), the first visit also splits each page's scripts by package.
  --skip-build           measure the existing build/ (no cold builds)
  --skip-build-compare   cold-build with our config only, not also with webpack
  --skip-bytes           no first-visit JS/CSS bytes
  --skip-lighthouse      no Lighthouse runs
  --skip-axe             no axe-core scans
  --runs <n>             Lighthouse runs per page type (default 3)
  --port <n>             static server port (default 3500)
  --pages <a,b>          only these page types (${pageTypeIds.join(',')})
  --out <file>           results file (default bench-results/site.json)`;

/** Parses the command line; throws on unknown flags or bad values. */
export function parseOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      'skip-build': { type: 'boolean', default: false },
      'skip-build-compare': { type: 'boolean', default: false },
      'skip-bytes': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-axe': { type: 'boolean', default: false },
      runs: { type: 'string' },
      port: { type: 'string' },
      pages: { type: 'string' },
      out: { type: 'string', default: defaultOptions.out },
    },
  });
  const pages = values.pages?.split(',').filter(Boolean) ?? [];
  const unknown = pages.filter((page) => !pageTypeIds.includes(page as PageTypeId));
  if (values.pages !== undefined && (pages.length === 0 || unknown.length > 0)) {
    throw new Error(
      `--pages takes some of ${pageTypeIds.join(',')}; unknown: ${unknown.join(',') || '(none)'}`,
    );
  }
  return {
    help: values.help,
    skipBuild: values['skip-build'],
    skipBuildCompare: values['skip-build-compare'],
    skipBytes: values['skip-bytes'],
    skipLighthouse: values['skip-lighthouse'],
    skipAxe: values['skip-axe'],
    lighthouseRuns: positiveInteger('runs', values.runs, defaultOptions.lighthouseRuns),
    port: positiveInteger('port', values.port, defaultOptions.port),
    pages: pages as PageTypeId[],
    out: values.out,
  };
}
