import { OUTPUT_LIMIT, TIME_LIMIT_MS, type RunEnding } from '../shared/runReport';
import type { OutputChunk, RunRequest, WorkerMessage } from '../shared/protocol';

export interface RunOutcome {
  ending: RunEnding;
  /** Milliseconds from the start to the end of the run, the worker's start-up included. */
  elapsedMs: number;
}

export interface RunHandle {
  outcome: Promise<RunOutcome>;
  stop: () => void;
}

/**
 * Runs one program in a new dedicated worker. Output arrives through `onOutput` as the program
 * writes it; the worker is terminated when the run ends, overruns the time limit or writes too
 * much, so an endless loop never holds the page.
 */
export function runInWorker(
  workerUrl: string,
  code: string,
  onOutput: (chunks: OutputChunk[]) => void,
): RunHandle {
  const started = performance.now();
  let settle: (ending: RunEnding) => void = () => undefined;
  const outcome = new Promise<RunOutcome>((resolve) => {
    let worker: Worker | undefined;
    const timer = setTimeout(() => settle('timeout'), TIME_LIMIT_MS);
    settle = (ending) => {
      clearTimeout(timer);
      worker?.terminate();
      settle = () => undefined;
      resolve({ ending, elapsedMs: performance.now() - started });
    };
    try {
      worker = new Worker(workerUrl, { name: 'code-runner' });
    } catch {
      settle('failed');
      return;
    }
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === 'output') onOutput(message.chunks);
      else if (message.type === 'overflow') settle('overflow');
      else settle(message.threw ? 'threw' : 'done');
    };
    worker.onerror = (event) => {
      event.preventDefault();
      settle('failed');
    };
    const request: RunRequest = { code, outputLimit: OUTPUT_LIMIT };
    worker.postMessage(request);
  });
  return { outcome, stop: () => settle('stopped') };
}
