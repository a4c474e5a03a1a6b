import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CodeResult } from './verify/types';

/** Bump when a verifier changes what it accepts, so old results are not reused. */
export const CHECKER_VERSION = '2';

export function hashKey(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of [CHECKER_VERSION, ...parts]) hash.update(part).update('\u0000');
  return hash.digest('hex');
}

/** Results of code verification by content hash, kept between runs. */
export class ResultCache {
  private readonly transientKeys = new Set<string>();

  private constructor(
    private readonly file: string,
    private readonly entries: Map<string, CodeResult>,
  ) {}

  static async open(file: string): Promise<ResultCache> {
    try {
      const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, CodeResult>;
      return new ResultCache(file, new Map(Object.entries(data)));
    } catch {
      return new ResultCache(file, new Map());
    }
  }

  get(key: string): CodeResult | undefined {
    return this.entries.get(key);
  }

  /** Remembers a result for later runs; transient ones count for this run only. */
  set(key: string, result: CodeResult): void {
    this.entries.set(key, result);
    if (result.transient) this.transientKeys.add(key);
  }

  /** Keeps only the keys seen in this run when it covered the whole site. */
  async save(keep?: ReadonlySet<string>): Promise<void> {
    const entries = [...this.entries].filter(
      ([key]) => !this.transientKeys.has(key) && (!keep || keep.has(key)),
    );
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(Object.fromEntries(entries)));
  }
}
