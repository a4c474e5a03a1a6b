import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: block files must live under it so that vitest, react and vue resolve. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A fresh scratch folder for block files inside the repository's `.cache/`. */
export async function repoWorkDir(): Promise<string> {
  const parent = path.join(REPO_ROOT, '.cache/check-content-tests');
  await mkdir(parent, { recursive: true });
  return mkdtemp(path.join(parent, 'run-'));
}
