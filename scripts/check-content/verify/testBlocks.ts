import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from './process';
import { inRunFolder } from './runFolder';
import type { CodeJob, CodeResult } from './types';
import { installedVersions, packageDir } from './versions';

/** The packages a test block's result depends on: their versions are part of its cache key. */
export const TEST_RUNTIME_PACKAGES = [
  'vitest',
  'happy-dom',
  'react',
  'react-dom',
  'vue',
  '@testing-library/react',
  '@testing-library/dom',
  '@vue/test-utils',
] as const;

/** The DOM library the blocks run in (happy-dom starts faster than jsdom and runs both libraries' tests). */
export const TEST_ENVIRONMENT = 'happy-dom';
/** Generous: the blocks run beside the type-checker on a busy machine; a time-out is retried next run. */
const TEST_TIMEOUT_MS = 20_000;

let versions: string | undefined;
/** Cached once per process: reading eight package.json files per block would add up. */
export function testRuntimeVersions(): string {
  versions ??= installedVersions(TEST_RUNTIME_PACKAGES);
  return versions;
}

export function testFileName(job: CodeJob): string {
  return `${job.key.slice(0, 16)}.test.${job.lang}`;
}

/**
 * Runs before every block: React's act() environment, Vue's feature flags, and a clean document
 * between tests (React Testing Library's own clean-up needs Vitest globals, which blocks do not get).
 */
const SETUP = `import { afterEach } from 'vitest';
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
globalThis.__VUE_OPTIONS_API__ = true;
globalThis.__VUE_PROD_DEVTOOLS__ = false;
globalThis.__VUE_PROD_HYDRATION_MISMATCH_DETAILS__ = false;
afterEach(async () => {
  if (document.body.childElementCount > 0) {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
  document.body.innerHTML = '';
});
`;

/** The environment without a surrounding Vitest's variables (the checker's own tests run inside one). */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(name)),
  );
}

function vitestConfig(dir: string, files: readonly string[]): string {
  const config = {
    root: dir,
    cacheDir: path.join(dir, '.vite'),
    // Templates in \`defineComponent({ template })\` need Vue's build with the compiler.
    resolve: { alias: { vue: path.join(packageDir('vue'), 'dist/vue.esm-bundler.js') } },
    esbuild: { jsx: 'automatic' },
    test: {
      include: files,
      environment: TEST_ENVIRONMENT,
      setupFiles: [path.join(dir, 'setup.mjs')],
      testTimeout: TEST_TIMEOUT_MS,
      maxWorkers: Math.max(1, os.availableParallelism()),
      minWorkers: 1,
      // Libraries that import 'vue' go through the alias too, so there is one Vue.
      server: { deps: { inline: ['@vue/test-utils', 'pinia', 'vue-router'] } },
      // React's act() warnings and the blocks' own logs are noise here: results come from the report.
      silent: true,
      reporters: ['json'],
      outputFile: path.join(dir, 'report.json'),
    },
  };
  return `export default ${JSON.stringify(config, null, 2)};\n`;
}

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { title: string; fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** The first lines of a failure: the assertion and where in the block it failed. */
function describeFailure(message: string, file: string): string {
  const lines = message.split('\n');
  const where = lines
    .map((line) => new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):\\d+`).exec(line))
    .find(Boolean);
  const text = lines
    .filter((line) => !/^\s+at /.test(line) && line.trim() !== '')
    .slice(0, 3)
    .join(' | ')
    .slice(0, 400);
  return where ? `${text} (block line ${where[1]})` : text;
}

function resultFor(file: VitestReport['testResults'][number] | undefined, fileName: string): CodeResult {
  if (!file) return { errors: [{ line: 0, message: 'test block did not run' }], transient: true };
  const failed = file.assertionResults.filter((test) => test.status === 'failed');
  const errors = failed.map((test) => ({
    line: 0,
    message: `test "${test.fullName}" failed: ${describeFailure(test.failureMessages[0] ?? '', fileName)}`,
  }));
  // A time-out depends on the machine's load: reported, but not cached.
  if (failed.some((test) => test.failureMessages.some((message) => /timed out in \d+ms/.test(message))))
    return { errors, transient: true };
  if (errors.length === 0 && file.status === 'failed')
    errors.push({ line: 0, message: `test block failed: ${describeFailure(file.message ?? '', fileName)}` });
  if (errors.length === 0 && !file.assertionResults.some((test) => test.status === 'passed'))
    errors.push({ line: 0, message: 'test block runs no test: call `test()` from vitest' });
  return { errors };
}

/**
 * Runs test blocks as Vitest tests in a DOM environment, all in one Vitest process: each block is
 * a file named by its hash in a folder of this run under `baseDir` (removed afterwards, so checks
 * running at the same time never share one). Results are per block; a failure's line is the fence's.
 */
export async function runTestBlocks(
  jobs: readonly CodeJob[],
  baseDir: string,
): Promise<Map<string, CodeResult>> {
  if (jobs.length === 0) return new Map();
  return inRunFolder(baseDir, (workDir) => runInFolder(jobs, workDir));
}

async function runInFolder(jobs: readonly CodeJob[], workDir: string): Promise<Map<string, CodeResult>> {
  const results = new Map<string, CodeResult>();
  const files = jobs.map(testFileName);
  await Promise.all(jobs.map((job, index) => writeFile(path.join(workDir, files[index]!), job.code)));
  await writeFile(path.join(workDir, 'setup.mjs'), SETUP);
  const configFile = path.join(workDir, 'vitest.config.mjs');
  await writeFile(configFile, vitestConfig(workDir, files));

  const vitest = path.join(packageDir('vitest'), 'vitest.mjs');
  const run = await runProcess(process.execPath, [vitest, 'run', '--config', configFile], {
    cwd: workDir,
    timeoutMs: 60_000 + jobs.length * 10_000,
    env: childEnv(),
  });
  const reportFile = path.join(workDir, 'report.json');
  if (!existsSync(reportFile)) {
    const reason = run.timedOut
      ? 'Vitest did not finish'
      : `Vitest failed to start: ${run.stderr.trim().split('\n').slice(0, 3).join(' | ')}`;
    for (const job of jobs) results.set(job.key, { errors: [{ line: 0, message: reason }], transient: true });
    return results;
  }
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as VitestReport;
  const byFile = new Map(report.testResults.map((file) => [path.basename(file.name), file]));
  jobs.forEach((job, index) => results.set(job.key, resultFor(byFile.get(files[index]!), files[index]!)));
  return results;
}
