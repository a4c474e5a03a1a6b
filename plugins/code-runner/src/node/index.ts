import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSync } from 'esbuild';
import { WORKER_DIR } from '../shared/protocol';

/** Where the browser finds the worker's file name (`@generated/code-runner/worker.json`). */
export const GENERATED_DIR = 'code-runner';

const WORKER_ENTRY = fileURLToPath(new URL('../worker/worker.ts', import.meta.url));

/** Bundles the worker (a classic script: a module worker would need 'self' in its CSP). */
export function bundleWorker(): string {
  const result = buildSync({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

/**
 * The code runner: bundles the worker script under a content hash, tells the browser its name
 * through a generated module (read by the lazy runner only), and copies it into the build. See
 * README.md; the remark plugin (`remarkRunner.ts`) marks the blocks.
 */
export default function codeRunnerPlugin(context: LoadContext): Plugin {
  const source = bundleWorker();
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const file = `${WORKER_DIR}/worker.${hash}.js`;
  const dir = path.join(context.generatedFilesDir, GENERATED_DIR);
  const built = path.join(dir, `worker.${hash}.js`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(built, source);
  writeFileSync(path.join(dir, 'worker.json'), JSON.stringify({ file }));
  return {
    name: 'code-runner',
    // Fills code-blocks' `CodeBlock/Runnable` slot (src/theme/); listed after code-blocks.
    getThemePath: () => fileURLToPath(new URL('../theme', import.meta.url)),
    postBuild({ outDir }) {
      mkdirSync(path.join(outDir, WORKER_DIR), { recursive: true });
      copyFileSync(built, path.join(outDir, file));
    },
  };
}
