import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BuildTiming } from './types';

/** Removes every build output and cache, so the next build starts cold. */
async function clearBuildCaches(siteDir: string): Promise<void> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    await rm(path.join(siteDir, dir), { recursive: true, force: true });
  }
}

/**
 * A cold `docusaurus build` of the whole site (search index included) with the given bundler
 * (see config/bundler.ts). The build's output goes to `logFile`; a failed build throws.
 */
export async function coldBuild(
  siteDir: string,
  bundler: BuildTiming['bundler'],
  logFile: string,
): Promise<BuildTiming> {
  await clearBuildCaches(siteDir);
  await mkdir(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const loadAtStart = loadavg()[0]!;
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build'], {
      cwd: siteDir,
      env: { ...process.env, SITE_BUNDLER: bundler },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('close', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  log.end();
  if (code !== 0) throw new Error(`${bundler} build failed (exit ${code}); see ${logFile}`);
  return { bundler, seconds, load: { start: loadAtStart, end: loadavg()[0]! } };
}
