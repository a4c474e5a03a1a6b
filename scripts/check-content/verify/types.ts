import type { Verifier } from '../languages';

/** A code block queued for verification. */
export interface CodeJob {
  /** Stable hash of everything that decides the result (cache key). */
  key: string;
  verifier: Verifier;
  lang: string;
  code: string;
  run: boolean;
  /** Expected stdout for `run` blocks. */
  expectedOutput?: string;
  file: string;
  line: number;
}

/** What verification found: an empty list means the block is proven. */
export interface CodeResult {
  errors: { line: number; message: string }[];
  /** Set when the result depends on machine load (a time-out): never cached. */
  transient?: boolean;
}
