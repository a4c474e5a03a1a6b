/**
 * `npm run test:engines`: serves the production build with the site's own server and runs the
 * smoke checks (checks.ts) in Debian's Firefox ESR and WebKitGTK, one browser session per engine,
 * pages in sequence. Prints each check, the time per engine and a closing `N passed, N failed`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { enginePaths, missingRequirements, parseRunArgs } from './args';
import { CHECKS, DESKTOP, poll, type Check, type CheckContext } from './checks';
import type { EngineDriver, EngineName, PageProblem } from './driver';
import { launchFirefox } from './firefox';
import { formatProblems } from './problems';
import { launchWebKit } from './webkit';

/** A check that has not finished by then fails, and the engine goes on with the next. */
const CHECK_TIMEOUT_MS = 90_000;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

async function startServer(dir: string, port: number): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(path.join(dir, 'index.html')) || !existsSync(path.join(dir, '.server')))
    throw new Error(`${path.resolve(dir)} holds no finished build: run \`npm run build\` first`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve/cli.ts', '--port', String(port), '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /on (http:\/\/\S+?)\/?\s/.exec(printed);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the site's server exited (${code}) before listening`)));
  });
  await poll(`${url}/ to answer`, async () => (await fetch(`${url}/`)).ok, { timeoutMs: 30_000 });
  return { url, child };
}

interface EngineResult {
  engine: EngineName;
  version: string;
  passed: number;
  failed: number;
  seconds: string;
  cspViolations: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The browser in use, closed if the run is interrupted. */
let current: EngineDriver | undefined;

async function runEngine(
  engine: EngineName,
  baseUrl: string,
  checks: readonly Check[],
): Promise<EngineResult> {
  const started = performance.now();
  const paths = enginePaths();
  const result: EngineResult = { engine, version: '', passed: 0, failed: 0, seconds: '', cspViolations: 0 };
  const missing = missingRequirements(engine, paths, isExecutable);
  let driver: EngineDriver | undefined;
  try {
    if (missing) throw new Error(missing);
    driver =
      engine === 'firefox' ? await launchFirefox(baseUrl, paths.firefox) : await launchWebKit(baseUrl, paths);
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    result.failed = 1;
    result.seconds = seconds(started);
    return result;
  }
  current = driver;
  result.version = driver.version;
  await driver.setViewport(DESKTOP.width, DESKTOP.height);
  console.log(`${engine}: ${driver.version} started in ${seconds(started)}`);
  const context: CheckContext = {
    driver,
    waitFor: (description, body, ...args) => poll(description, () => driver.evaluate(body, ...args)),
  };
  for (const check of checks) {
    const checkStarted = performance.now();
    let failure: string | undefined;
    try {
      await withTimeout(check.run(context), CHECK_TIMEOUT_MS, check.name);
    } catch (error) {
      failure = (error as Error).message;
    }
    let problems: PageProblem[] = [];
    try {
      problems = await driver.takeProblems();
    } catch (error) {
      problems = [{ kind: 'error', text: `could not read the page's reports: ${(error as Error).message}` }];
    }
    result.cspViolations += problems.filter((problem) => problem.kind === 'csp').length;
    const lines = [...(failure ? [failure] : []), ...formatProblems(problems)];
    if (lines.length) {
      result.failed++;
      console.log(`  ✗ ${engine} ${check.name} (${seconds(checkStarted)})`);
      for (const line of lines) console.log(`      ${line}`);
    } else {
      result.passed++;
      console.log(`  ✓ ${engine} ${check.name} (${seconds(checkStarted)})`);
    }
  }
  current = undefined;
  await driver.close().catch((error: Error) => console.error(`${engine}: closing failed: ${error.message}`));
  result.seconds = seconds(started);
  return result;
}

async function main(): Promise<number> {
  const options = parseRunArgs(process.argv.slice(2));
  const { url, child } = await startServer(options.dir, options.port);
  const stop = () => child.kill('SIGTERM');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      void (current?.close() ?? Promise.resolve())
        .catch(() => undefined)
        .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  const checks = CHECKS.filter((check) => !options.only || check.name.includes(options.only));
  if (!checks.length) throw new Error(`no check's name contains ${JSON.stringify(options.only)}`);
  const results: EngineResult[] = [];
  try {
    console.log(`Serving ${options.dir} on ${url}; engines: ${options.engines.join(', ')}`);
    for (const engine of options.engines) results.push(await runEngine(engine, url, checks));
  } finally {
    stop();
    // Give the server a moment to close its connections before the process ends.
    await sleep(100);
  }
  console.log('');
  for (const result of results) {
    console.log(
      `${result.engine}${result.version ? ` (${result.version})` : ''}: ${result.passed} passed, ${result.failed} failed, ` +
        `${result.cspViolations} CSP violation reports, ${result.seconds}`,
    );
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`engines: ${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`test:engines: ${error.message}`);
    process.exitCode = 1;
  },
);
