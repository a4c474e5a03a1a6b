import { spawn } from 'node:child_process';

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/**
 * Calls `onTimeout` after `limitMs` of time in which this thread was responsive: a stretch when
 * the event loop is blocked (the type-checker runs on it) counts as at most a quarter second, so a
 * program that finished meanwhile is not taken for one that hung.
 */
export function responsiveTimeout(limitMs: number, onTimeout: () => void): { clear: () => void } {
  const step = 100;
  let elapsed = 0;
  let last = performance.now();
  const interval = setInterval(() => {
    const now = performance.now();
    elapsed += Math.min(now - last, 2.5 * step);
    last = now;
    if (elapsed >= limitMs) {
      clearInterval(interval);
      onTimeout();
    }
  }, step);
  return { clear: () => clearInterval(interval) };
}

/** Runs a command with optional stdin, a time limit and bounded output. */
export function runProcess(
  command: string,
  args: readonly string[],
  options: { input?: string; cwd?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...(options.env ?? process.env), NODE_NO_WARNINGS: '1' },
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const limit = 1_000_000;
    const timer = responsiveTimeout(options.timeoutMs ?? 15_000, () => {
      timedOut = true;
      child.kill('SIGKILL');
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < limit) stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < limit) stderr += chunk.toString();
    });
    child.on('error', (error) => {
      timer.clear();
      resolve({ code: -1, stdout, stderr: `${stderr}${error.message}`, timedOut });
    });
    child.on('close', (code) => {
      timer.clear();
      resolve({ code, stdout, stderr, timedOut });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/** Runs async tasks with at most `limit` in flight. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
