/** Messages between the page and the runner's worker. */

export type OutputStream = 'out' | 'err';

export interface OutputChunk {
  stream: OutputStream;
  text: string;
}

/** Page → worker: one program to run (plain JavaScript; TypeScript is transpiled first). */
export interface RunRequest {
  code: string;
  /** Output characters after which the worker stops recording and says so. */
  outputLimit: number;
}

export type WorkerMessage =
  | { type: 'output'; chunks: OutputChunk[] }
  /** Nothing is pending: the program ended, `threw` when an uncaught error ended it. */
  | { type: 'done'; threw: boolean }
  | { type: 'overflow' };

/** Where the build puts the worker script (content-hashed), relative to the site's base URL. */
export const WORKER_DIR = 'code-runner';
export const WORKER_FILE = /^code-runner\/worker\.[0-9a-f]{10}\.js$/;

/**
 * The worker script's own CSP: it may evaluate code and nothing else (no network, no other
 * scripts, no workers of its own). Pages keep theirs, without 'unsafe-eval'.
 */
export const WORKER_CSP = "default-src 'none'; script-src 'unsafe-eval'; connect-src 'none'";
