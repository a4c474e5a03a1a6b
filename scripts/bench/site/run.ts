/**
 * `npm run bench`: cold builds (ours and webpack), then against the served build the
 * first-visit bytes (beside the browser tests' ceilings), Lighthouse mobile and axe-core per
 * page type. Prints a report and writes bench-results/site.json. `--help` lists the flags.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAxe } from './axe';
import { coldBuild } from './build';
import { measureFirstVisits } from './firstVisit';
import { measureLighthouse } from './lighthouse';
import { parseOptions, usage } from './options';
import { serveBuild } from '../server';
import { pageTypes } from './pageTypes';
import { formatReport } from './report';
import type { BuildComparison, SiteBenchResults } from './types';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function progress(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

async function buildSite(skipCompare: boolean, logDir: string): Promise<BuildComparison> {
  const comparison: BuildComparison = {};
  // webpack first, so the build left for serving is ours.
  if (!skipCompare) {
    progress('cold build with webpack (future.faster off)…');
    try {
      comparison.webpack = await coldBuild(siteDir, 'webpack', path.join(logDir, 'build-webpack.log'));
      progress(`webpack: ${comparison.webpack.seconds.toFixed(1)} s`);
    } catch (error) {
      comparison.webpackError = error instanceof Error ? error.message : String(error);
      progress(comparison.webpackError);
    }
  }
  progress('cold build with our config (Rspack)…');
  comparison.rspack = await coldBuild(siteDir, 'rspack', path.join(logDir, 'build-rspack.log'));
  progress(`rspack: ${comparison.rspack.seconds.toFixed(1)} s`);
  if (comparison.webpack) comparison.speedup = comparison.webpack.seconds / comparison.rspack.seconds;
  return comparison;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(usage);
    return;
  }
  const outFile = path.resolve(siteDir, options.out);
  const startedAt = new Date().toISOString();

  const build = options.skipBuild
    ? undefined
    : await buildSite(options.skipBuildCompare, path.dirname(outFile));
  if (build) {
    // The rest of `npm run build` (not timed above): CSP hashes and precompressed files for the server.
    progress('postbuild: CSP hashes and precompression…');
    execFileSync('node', ['--import', 'tsx', 'scripts/serve/postbuild.ts'], {
      cwd: siteDir,
      stdio: 'inherit',
    });
  }
  const buildDir = path.join(siteDir, 'build');
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error('build/ is missing: run without --skip-build');
  const pages = pageTypes(options.pages);

  const server = await serveBuild(siteDir, options.port);
  progress(`serving with: ${server.command}`);
  const results: SiteBenchResults = {
    startedAt,
    finishedAt: startedAt,
    server: { command: server.command },
    pages: pages.map(({ id, path: pagePath }) => ({ id, path: pagePath })),
    ...(build ? { build } : {}),
  };
  try {
    if (!options.skipBytes) {
      progress('first-visit bytes…');
      results.firstVisit = await measureFirstVisits(server.origin, pages, buildDir);
    }
    if (!options.skipLighthouse) {
      progress(`Lighthouse, ${options.lighthouseRuns} run(s) per page…`);
      const reportDir = path.join(path.dirname(outFile), 'lighthouse');
      results.lighthouse = await measureLighthouse(
        server.origin,
        pages,
        options.lighthouseRuns,
        reportDir,
        (page) =>
          progress(`  ${page.page}: perf ${page.median.performance}, a11y ${page.median.accessibility}`),
      );
    }
    if (!options.skipAxe) {
      progress('axe-core…');
      results.axe = await measureAxe(server.origin, pages, (scan) =>
        progress(`  ${scan.scenario} ${scan.mode}: ${scan.violations.length} violated rule(s)`),
      );
    }
  } finally {
    await server.stop();
  }
  results.finishedAt = new Date().toISOString();
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatReport(results));
  console.log(`\nResults: ${path.relative(siteDir, outFile)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
