import { Worker } from 'node:worker_threads';
import { responsiveTimeout, type ProcessResult } from './process';

/**
 * Runs a JavaScript file in a worker thread, like `node file` but without starting a process
 * (about 25 ms instead of 150 ms each, which adds up over ~900 blocks): the worker has its own
 * isolate, module loader and event loop, and ends when the loop is empty, as a process would.
 */
export function runInWorker(file: string, timeoutMs: number): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const worker = new Worker(file, { stdout: true, stderr: true, argv: [], execArgv: [] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    let code: number | null = null;
    let pending = 3; // exit, stdout end, stderr end
    const done = (): void => {
      if (--pending > 0) return;
      timer.clear();
      resolve({ code, stdout, stderr, timedOut });
    };
    const timer = responsiveTimeout(timeoutMs, () => {
      timedOut = true;
      void worker.terminate();
    });
    worker.stdout
      .setEncoding('utf8')
      .on('data', (chunk: string) => (stdout += chunk))
      .on('end', done);
    worker.stderr
      .setEncoding('utf8')
      .on('data', (chunk: string) => (stderr += chunk))
      .on('end', done);
    worker.on('error', (error: unknown) => {
      stderr += `Uncaught ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
    });
    worker.on('exit', (exitCode) => {
      code = exitCode;
      done();
    });
  });
}
