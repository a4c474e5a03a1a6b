import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Runs `work` in a new folder of its own under `baseDir`, removed afterwards, so checks running at
 * the same time never share one.
 */
export async function inRunFolder<T>(baseDir: string, work: (folder: string) => Promise<T>): Promise<T> {
  await mkdir(baseDir, { recursive: true });
  const folder = await mkdtemp(path.join(baseDir, 'run-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
