/**
 * `npm test`: every check. Two lanes run side by side, each stage after the one before it:
 * the checks of the sources, and the production build with the browser tests that need it.
 * Each output line is prefixed with its stage. Each stage's duration is printed as it ends, and
 * all of them at the end. The first failure stops the other lane.
 * `npm test -- --serial` runs the stages one after another instead, unprefixed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

/** Stages that read only the sources. */
const SOURCE_LANE = ['check:deps', 'typecheck', 'lint', 'test:unit', 'check:content'];
/** The build, then the tests that run against it. */
const BUILD_LANE = ['build:strict', 'test:e2e', 'test:engines'];

interface StageResult {
  stage: string;
  seconds: number;
  /** `stopped`: ended because the other lane failed. */
  outcome: 'passed' | 'failed' | 'stopped';
}

const running = new Set<ChildProcess>();
/** The stage that failed first; once set, no lane starts another stage. */
let firstFailure: string | undefined;

const describe = (r: StageResult): string =>
  `${r.stage} ${r.seconds} s${r.outcome === 'passed' ? '' : ` (${r.outcome})`}`;

/** Signals every running stage's process group (a group already gone is skipped). */
function signalStages(signal: NodeJS.Signals): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The stage ended meanwhile.
    }
  }
}

function seconds(since: number): number {
  return Number(((performance.now() - since) / 1000).toFixed(1));
}

function runStage(stage: string, prefixed: boolean): Promise<StageResult> {
  const started = performance.now();
  const child = spawn('npm', ['run', stage], {
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Its own process group, so a stop reaches the servers and browsers it started.
    detached: prefixed,
  });
  if (prefixed) {
    // Only detached stages lead a process group of their own.
    running.add(child);
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream! }).on('line', (line) => sink.write(`[${stage}] ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      const outcome = code === 0 ? 'passed' : firstFailure ? 'stopped' : 'failed';
      const result: StageResult = { stage, seconds: seconds(started), outcome };
      console.log(`\nnpm test: ${describe(result)}\n`);
      resolve(result);
    });
  });
}

/** Runs a lane's stages in order; stops at its own failure or when the other lane failed. */
async function runLane(stages: string[], prefixed: boolean): Promise<StageResult[]> {
  const results: StageResult[] = [];
  for (const stage of stages) {
    if (firstFailure) break;
    const result = await runStage(stage, prefixed);
    results.push(result);
    if (result.outcome !== 'passed') {
      firstFailure ??= stage;
      signalStages('SIGTERM');
      break;
    }
  }
  return results;
}

// Ctrl+C or CI's stop reaches the stages' own process groups too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    signalStages(signal);
    process.exit(130);
  });
}

const serial = process.argv.includes('--serial');
const started = performance.now();
const results = serial
  ? await runLane([...SOURCE_LANE, ...BUILD_LANE], false)
  : (await Promise.all([runLane(SOURCE_LANE, true), runLane(BUILD_LANE, true)])).flat();

console.log(`npm test: ${results.map(describe).join(', ')}; ${seconds(started)} s in all`);
if (firstFailure) {
  console.error(`npm test: ${firstFailure} failed`);
  process.exitCode = 1;
}
