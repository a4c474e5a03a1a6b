/**
 * `npm run bench:search`: our offline search against @easyops-cn/docusaurus-search-local on the
 * same content. Index size, cold Ctrl+K → first result, warm query latency and ranking quality
 * (MRR@10, recall@10 on the judged queries in queries.ts). Writes bench-results/search.json.
 * `--help` lists the flags (options.ts).
 */
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import {
  BUNDLE_GLOBAL,
  EASYOPS_DROPDOWN_LIMIT,
  type BenchBundle,
  type EngineMeasurement,
} from './browser/benchEngine';
import {
  easyopsGeneratedDir,
  easyopsIndexFiles,
  ensureOurBuild,
  isBuildFresh,
  newestMtime,
  prepareEasyopsCopy,
  runCommand,
  SOURCE_ENTRIES,
  stopRunningCommands,
} from './builds';
import { bundleEasyopsEngine, bundleOurEngine } from './bundle';
import { coldShortcutToResults, type ColdRunTarget } from './coldRun';
import { rankedPages } from './metrics';
import { judgedQueries } from './queries';
import { typoQueries, variantQueries } from './heldOutQueries';
import {
  assembleReport,
  coldStats,
  engineQuality,
  formatReport,
  heldOutQuality,
  latencyStats,
  type EngineReport,
} from './report';
import { serveBuild, startServer, stopAllServers, type RunningServer } from '../server';
import { parseOptions, usage, type Options } from './options';
import { chromiumPath, playwrightChromiumArgs } from '../chromium';
import { measureFiles, measureGroup, readOurFiles, totalSize, type IndexSize } from './sizes';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EASYOPS_DIR = path.join(os.tmpdir(), 'bench-search-easyops');
const RESULTS_FILE = path.join(SITE_DIR, 'bench-results', 'search.json');
/** The doc page the cold runs start from, and what they type. */
const COLD_PAGE = '/docs/TypeScript/泛型';
const COLD_QUERY = '闭包';

/** Every query timed and ranked: the tuning set first, then the held-out sets. */
const ALL_QUERIES = [...judgedQueries, ...variantQueries, ...typoQueries];

/** The rankings of each query set, split out of the rankings of ALL_QUERIES. */
function splitRankings(ranked: readonly (readonly string[])[]) {
  const judgedEnd = judgedQueries.length;
  const variantEnd = judgedEnd + variantQueries.length;
  return {
    judged: ranked.slice(0, judgedEnd),
    variant: ranked.slice(judgedEnd, variantEnd),
    typo: ranked.slice(variantEnd),
  };
}

const started = Date.now();

function log(message: string): void {
  console.log(`[bench:search +${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);
}

function serveEasyops(port: number): Promise<RunningServer> {
  return startServer(
    'npx',
    ['docusaurus', 'serve', '--no-open', '--host', '127.0.0.1', '--port', String(port)],
    EASYOPS_DIR,
    port,
  );
}

/** Builds the easyops copy, or reuses it with --keep-easyops when it is newer than the sources. */
async function ensureEasyopsBuild(keep: boolean): Promise<number | undefined> {
  const outDir = path.join(EASYOPS_DIR, 'build');
  if (keep && existsSync(outDir)) {
    const index = easyopsIndexFiles(outDir)[0];
    const sources = newestMtime(SOURCE_ENTRIES.map((entry) => path.join(SITE_DIR, entry)));
    if (index && isBuildFresh(statSync(index).mtimeMs, sources)) return undefined;
  }
  prepareEasyopsCopy(SITE_DIR, EASYOPS_DIR);
  return runCommand('npx', ['docusaurus', 'build'], EASYOPS_DIR);
}

/** Opens a doc page, injects the engine bundle, and runs the harness over the judged queries. */
async function measureEngine(
  browser: Browser,
  origin: string,
  bundle: string,
  engine: { indexUrl: string; resultLimit?: number },
  passes: number,
): Promise<EngineMeasurement> {
  // The timing harness is injected as an inline script, which the server's CSP forbids.
  const context = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${encodeURI(COLD_PAGE)}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.addScriptTag({ content: bundle });
    return await page.evaluate(
      async ({ name, indexUrl, resultLimit, queries, passes }) => {
        const bench = (globalThis as unknown as Record<string, BenchBundle>)[name]!;
        return bench.measure(bench.createEngine(indexUrl, resultLimit), queries, passes);
      },
      {
        name: BUNDLE_GLOBAL,
        indexUrl: engine.indexUrl,
        resultLimit: engine.resultLimit,
        queries: ALL_QUERIES.map((query) => query.query),
        passes,
      },
    );
  } finally {
    await context.close();
  }
}

interface EngineSetup {
  name: string;
  index: IndexSize;
  /** Files loaded only when a query needs them (ours). */
  onDemand?: IndexSize;
  buildMs: number | undefined;
  bundle: string;
  indexUrl: string;
  /** Per-query results asked of the engine; its harness default when undefined. */
  resultLimit?: number;
  serve: () => Promise<RunningServer>;
  cold: Omit<ColdRunTarget, 'origin'>;
  coldMethod: string;
  passes: number;
  latencyMethod: string;
}

async function runEngine(browser: Browser, setup: EngineSetup, options: Options): Promise<EngineReport> {
  const server = await setup.serve();
  try {
    log(`${setup.name}: served by ${server.command}`);
    const runsMs: number[] = [];
    for (let run = 0; run < options.coldRuns; run++) {
      runsMs.push(await coldShortcutToResults(browser, { origin: server.origin, ...setup.cold }));
    }
    log(`${setup.name}: cold runs ${runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    const measured = await measureEngine(browser, server.origin, setup.bundle, setup, setup.passes);
    log(`${setup.name}: ${measured.samples.length} timed queries`);
    const rankings = splitRankings(measured.ranked.map((urls) => rankedPages(urls)));
    return {
      name: setup.name,
      served: server.command,
      ...(setup.buildMs === undefined ? {} : { buildMs: setup.buildMs }),
      index: setup.index,
      ...(setup.onDemand ? { onDemand: setup.onDemand } : {}),
      indexLoadMs: measured.loadMs,
      cold: coldStats(runsMs, {
        page: setup.cold.pagePath,
        query: setup.cold.query,
        method: setup.coldMethod,
      }),
      latency: latencyStats(measured.samples, setup.latencyMethod),
      quality: engineQuality(judgedQueries, rankings.judged),
      heldOut: {
        variant: heldOutQuality(variantQueries, rankings.variant),
        typo: heldOutQuality(typoQueries, rankings.typo),
      },
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(usage);
    return;
  }
  const loadAtStart = os.loadavg().map((load) => Number(load.toFixed(2)));

  const ours = await ensureOurBuild(SITE_DIR);
  log(ours.buildMs === undefined ? 'our build: reusing build/' : `our build: built in ${ours.buildMs} ms`);
  log('easyops build: preparing…');
  const easyopsBuildMs = await ensureEasyopsBuild(options.keepEasyops);
  log(
    easyopsBuildMs === undefined ? 'easyops build: reused' : `easyops build: built in ${easyopsBuildMs} ms`,
  );

  const ourFiles = readOurFiles(path.join(ours.outDir, 'search'));
  const oursIndex = measureFiles(ourFiles.upfront);
  const oursOnDemand = totalSize([
    measureGroup(`Han shards (${ourFiles.hanShards.length})`, ourFiles.hanShards),
    ...[...ourFiles.textsBySection].map(([section, files]) =>
      measureGroup(`page texts: ${section} (${files.length})`, files),
    ),
  ]);
  const easyopsFiles = easyopsIndexFiles(path.join(EASYOPS_DIR, 'build'));
  if (easyopsFiles.length === 0) throw new Error('the easyops build wrote no search-index*.json');
  const easyopsIndex = measureFiles(easyopsFiles);

  const [oursBundle, easyopsBundle] = await Promise.all([
    bundleOurEngine(),
    bundleEasyopsEngine(easyopsGeneratedDir(EASYOPS_DIR)),
  ]);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs });
  try {
    const oursReport = await runEngine(
      browser,
      {
        name: 'ours',
        index: oursIndex,
        onDemand: oursOnDemand,
        buildMs: ours.buildMs,
        bundle: oursBundle,
        indexUrl: '/search/manifest.json',
        serve: () => serveBuild(SITE_DIR, options.oursPort),
        cold: {
          pagePath: COLD_PAGE,
          query: COLD_QUERY,
          inputSelector: '.DocSearch-Input',
          resultSelector: '.DocSearch-Hit',
        },
        coldMethod:
          'Control+K opens the DocSearch modal; query typed once its input has focus; until .DocSearch-Hit is visible',
        passes: options.passes,
        latencyMethod: `engine level: SearchIndex.search(query, { limit: 10 }) on the main thread over the tuning and held-out queries; ${options.passes} timed passes after a warm-up pass`,
      },
      options,
    );
    const easyopsReport = await runEngine(
      browser,
      {
        name: 'easyops',
        index: easyopsIndex,
        buildMs: easyopsBuildMs,
        bundle: easyopsBundle,
        indexUrl: '/',
        resultLimit: options.easyopsLimit,
        serve: () => serveEasyops(options.easyopsPort),
        cold: {
          pagePath: COLD_PAGE,
          query: COLD_QUERY,
          inputSelector: 'input.navbar__search-input',
          resultSelector: '.navbar__search [role="option"]',
        },
        coldMethod:
          'Control+K (its own shortcut) focuses the navbar input; query typed; until a dropdown suggestion is visible',
        passes: options.easyopsPasses,
        latencyMethod: `engine level: its worker class's search(query, limit ${options.easyopsLimit}${options.easyopsLimit === EASYOPS_DROPDOWN_LIMIT ? ', what its dropdown asks' : ''}) on the main thread (no worker message round trip), its distinct pages ranked; ${options.easyopsPasses} timed passes after a warm-up pass`,
      },
      options,
    );
    const report = assembleReport({
      generatedAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: os.loadavg().map((load) => Number(load.toFixed(2))),
        node: process.version,
        browser: browser.version(),
      },
      queries: judgedQueries.length,
      ours: oursReport,
      easyops: easyopsReport,
    });
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n${formatReport(report)}\n`);
    log(`wrote ${path.relative(SITE_DIR, RESULTS_FILE)}`);
  } finally {
    await browser.close();
  }
}

async function cleanUp(keepEasyops: boolean): Promise<void> {
  stopRunningCommands();
  await stopAllServers();
  if (!keepEasyops) rmSync(EASYOPS_DIR, { recursive: true, force: true });
}

const keepEasyops = process.argv.includes('--keep-easyops');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp(keepEasyops).finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp(keepEasyops);
}
