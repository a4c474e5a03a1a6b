/// <reference lib="webworker" />
import type { OutputChunk, OutputStream, RunRequest, WorkerMessage } from '../shared/protocol';
import { formatDir, formatLogArguments, formatUncaught, indent } from './consoleFormat';

/**
 * The runner's worker: runs one program per worker (the page starts a new one for each run), with
 * a console that formats like Node's, and says when nothing is pending any more. Served with its
 * own CSP (script-src 'unsafe-eval', connect-src 'none'): it can evaluate, not fetch.
 */
declare const self: DedicatedWorkerGlobalScope;
const post = (message: WorkerMessage): void => self.postMessage(message);

let buffer: OutputChunk[] = [];
let buffered = 0;
let written = 0;
let limit = 1_000_000;
let overflowed = false;
let groupDepth = 0;
let writes = 0;
const IMMEDIATE_WRITES = 2_000;
let finished = false;

function flush(): void {
  if (buffer.length === 0) return;
  post({ type: 'output', chunks: buffer });
  buffer = [];
  buffered = 0;
}

function write(stream: OutputStream, text: string): void {
  if (overflowed) return;
  const line = `${indent(text, groupDepth)}\n`;
  written += line.length;
  if (written > limit) {
    overflowed = true;
    flush();
    post({ type: 'overflow' });
    return;
  }
  buffer.push({ stream, text: line });
  buffered += line.length;
  writes++;
  // Each of the first lines goes at once (a program may spin right after it); a flood goes in batches.
  if (writes <= IMMEDIATE_WRITES || buffered > 64 * 1024) flush();
}

const counts = new Map<string, number>();
const timers = new Map<string, number>();
const runnerConsole = {
  log: (...args: unknown[]) => write('out', formatLogArguments(args)),
  info: (...args: unknown[]) => write('out', formatLogArguments(args)),
  debug: (...args: unknown[]) => write('out', formatLogArguments(args)),
  table: (...args: unknown[]) => write('out', formatLogArguments(args)),
  error: (...args: unknown[]) => write('err', formatLogArguments(args)),
  warn: (...args: unknown[]) => write('err', formatLogArguments(args)),
  trace: (...args: unknown[]) => write('err', `Trace: ${formatLogArguments(args)}`),
  dir: (value: unknown, options?: object) => write('out', formatDir(value, options)),
  assert: (condition: unknown, ...args: unknown[]) => {
    if (!condition) write('err', `Assertion failed${args.length > 0 ? `: ${formatLogArguments(args)}` : ''}`);
  },
  count: (label = 'default') => {
    const count = (counts.get(label) ?? 0) + 1;
    counts.set(label, count);
    write('out', `${label}: ${count}`);
  },
  countReset: (label = 'default') => counts.delete(label),
  group: (...args: unknown[]) => {
    if (args.length > 0) write('out', formatLogArguments(args));
    groupDepth++;
  },
  groupCollapsed: (...args: unknown[]) => {
    if (args.length > 0) write('out', formatLogArguments(args));
    groupDepth++;
  },
  groupEnd: () => {
    groupDepth = Math.max(0, groupDepth - 1);
  },
  time: (label = 'default') => timers.set(label, performance.now()),
  timeEnd: (label = 'default') => {
    const start = timers.get(label);
    if (start !== undefined) write('out', `${label}: ${(performance.now() - start).toFixed(3)}ms`);
    timers.delete(label);
  },
};

// Timers the program set and has not seen fire or cleared: while any is left, the run goes on.
const pending = new Set<number>();
const realSetTimeout = self.setTimeout.bind(self);
const realSetInterval = self.setInterval.bind(self);
const realClearTimeout = self.clearTimeout.bind(self);
const realClearInterval = self.clearInterval.bind(self);
let mainSettled = false;

function finish(threw: boolean): void {
  if (finished) return;
  finished = true;
  flush();
  post({ type: 'done', threw });
}

function uncaught(error: unknown): void {
  write('err', formatUncaught(error));
  finish(true);
}

/** Ends the run once the program's own work and every microtask it queued are done. */
function checkIdle(): void {
  if (!mainSettled || pending.size > 0 || finished) return;
  realSetTimeout(() => {
    if (pending.size === 0) finish(false);
  }, 0);
}

function guarded(callback: unknown, args: unknown[]): void {
  if (finished) return;
  try {
    if (typeof callback === 'function') (callback as (...a: unknown[]) => void)(...args);
  } catch (error) {
    uncaught(error);
  }
}

const programTimers = {
  setTimeout: (callback: unknown, ms?: number, ...args: unknown[]): number => {
    const id = realSetTimeout(() => {
      pending.delete(id);
      guarded(callback, args);
      checkIdle();
    }, ms);
    pending.add(id);
    return id;
  },
  clearTimeout: (id?: number): void => {
    if (id === undefined) return;
    pending.delete(id);
    realClearTimeout(id);
    checkIdle();
  },
  setInterval: (callback: unknown, ms?: number, ...args: unknown[]): number => {
    const id = realSetInterval(() => guarded(callback, args), ms);
    pending.add(id);
    return id;
  },
  clearInterval: (id?: number): void => {
    if (id === undefined) return;
    pending.delete(id);
    realClearInterval(id);
    checkIdle();
  },
};

self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  uncaught(event.reason);
});
self.addEventListener('error', (event) => {
  event.preventDefault();
  uncaught(event.error ?? event.message);
});

// Progress reaches the page while a long program waits between timers.
realSetInterval(flush, 50);

self.onmessage = (event: MessageEvent<RunRequest>) => {
  limit = event.data.outputLimit;
  Object.assign(self, programTimers);
  Object.defineProperty(self, 'console', { value: runnerConsole, configurable: true, writable: true });
  let program: Promise<unknown>;
  try {
    // Strict, as Node runs an ES module (top-level `this` is undefined); top-level await works
    // inside the async body. Unlike a module, the body sees the wrapper's empty `arguments`.
    const body = new Function(
      `"use strict";\nreturn (async () => {\n${event.data.code}\n})();`,
    ) as () => Promise<unknown>;
    program = body();
  } catch (error) {
    uncaught(error);
    return;
  }
  program.then(
    () => {
      mainSettled = true;
      checkIdle();
    },
    (error: unknown) => uncaught(error),
  );
};
