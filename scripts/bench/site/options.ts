import type { PageTypeId } from './types';

/** What one `npm run bench` does; every part runs unless skipped. */
export interface BenchOptions {
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
  --skip-build           measure the existing build/ (no cold builds)
  --skip-build-compare   cold-build with our config only, not also with webpack
  --skip-bytes           no first-visit JS/CSS bytes
  --skip-lighthouse      no Lighthouse runs
  --skip-axe             no axe-core scans
  --runs <n>             Lighthouse runs per page type (default 3)
  --port <n>             static server port (default 3500)
  --pages <a,b>          only these page types (home,doc,docMermaid,category,tag,blogPost,blogList,search,searchResults,notFound)
  --out <file>           results file (default bench-results/site.json)`;

const SWITCHES: Record<string, keyof BenchOptions> = {
  '--skip-build': 'skipBuild',
  '--skip-build-compare': 'skipBuildCompare',
  '--skip-bytes': 'skipBytes',
  '--skip-lighthouse': 'skipLighthouse',
  '--skip-axe': 'skipAxe',
};

function positiveInteger(flag: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${flag} needs a positive integer, got ${value}`);
  return number;
}

/** Parses the command line; throws on unknown flags or bad values. */
export function parseOptions(args: readonly string[], knownPages: readonly PageTypeId[]): BenchOptions {
  const options: BenchOptions = { ...defaultOptions, pages: [] };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const [name, inline] = flag.includes('=')
      ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)]
      : [flag, undefined];
    const switchKey = SWITCHES[name];
    if (switchKey) {
      (options[switchKey] as boolean) = true;
      continue;
    }
    const value = () => inline ?? args[++i];
    switch (name) {
      case '--runs':
        options.lighthouseRuns = positiveInteger(name, value());
        break;
      case '--port':
        options.port = positiveInteger(name, value());
        break;
      case '--out': {
        const out = value();
        if (!out) throw new Error('--out needs a file');
        options.out = out;
        break;
      }
      case '--pages': {
        const pages = (value() ?? '').split(',').filter(Boolean);
        const unknown = pages.filter((page) => !knownPages.includes(page as PageTypeId));
        if (pages.length === 0 || unknown.length > 0) {
          throw new Error(
            `--pages takes some of ${knownPages.join(',')}; unknown: ${unknown.join(',') || '(none given)'}`,
          );
        }
        options.pages = pages as PageTypeId[];
        break;
      }
      default:
        throw new Error(`unknown flag ${flag}\n${usage}`);
    }
  }
  return options;
}
