import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runProcess } from './process';
import { inRunFolder } from './runFolder';
import type { CodeJob, CodeResult } from './types';
import { installedVersions, packageDir } from './versions';

/** What a vue-tsc result depends on besides the block: part of its cache key. */
export const VUE_TSC_PACKAGES = ['vue-tsc', 'typescript', 'vue', 'vue-router', 'pinia'] as const;

let versions: string | undefined;
export function vueTscVersions(): string {
  versions ??= installedVersions(VUE_TSC_PACKAGES);
  return versions;
}

/** The same strict options as the ts/tsx blocks, for `<script lang="ts">` and the templates. */
const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'preserve',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
  },
  include: ['*.vue'],
};

const DIAGNOSTIC = /^(.+?\.vue)\((\d+),\d+\): error (TS\d+): (.*)$/;

/** Parses `file.vue(line,col): error TSxxxx: message` lines (continuation lines indented). */
export function parseVueTscOutput(output: string): Map<string, CodeResult['errors']> {
  const byFile = new Map<string, CodeResult['errors']>();
  let last: { message: string } | undefined;
  for (const line of output.split('\n')) {
    const match = DIAGNOSTIC.exec(line);
    if (match) {
      const [, file, lineNumber, code, message] = match;
      last = { message: `vue-tsc ${code}: ${message}` };
      const name = path.basename(file!);
      byFile.set(name, [...(byFile.get(name) ?? []), { line: Number(lineNumber), ...last }]);
    } else if (last && /^\s+\S/.test(line)) {
      last.message += ` ${line.trim()}`;
    } else last = undefined;
  }
  return byFile;
}

export function vueFileName(job: CodeJob): string {
  return `block_${job.key.slice(0, 16)}.vue`;
}

/**
 * Type-checks Vue SFC blocks with one vue-tsc run: each block is its own `.vue` file in a folder of
 * this run under `baseDir` (removed afterwards, so checks running at the same time never share one).
 */
export async function checkVueTypes(
  jobs: readonly CodeJob[],
  baseDir: string,
): Promise<Map<string, CodeResult>> {
  if (jobs.length === 0) return new Map();
  return inRunFolder(baseDir, (workDir) => checkInFolder(jobs, workDir));
}

async function checkInFolder(jobs: readonly CodeJob[], workDir: string): Promise<Map<string, CodeResult>> {
  const results = new Map<string, CodeResult>();
  const files = jobs.map(vueFileName);
  await Promise.all(jobs.map((job, index) => writeFile(path.join(workDir, files[index]!), job.code)));
  await writeFile(path.join(workDir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  const run = await runProcess(
    process.execPath,
    [
      path.join(packageDir('vue-tsc'), 'bin/vue-tsc.js'),
      '--noEmit',
      '--pretty',
      'false',
      '-p',
      'tsconfig.json',
    ],
    { cwd: workDir, timeoutMs: 120_000 + jobs.length * 2_000 },
  );
  const byFile = parseVueTscOutput(run.stdout);
  const failedToRun = run.timedOut || (run.code !== 0 && byFile.size === 0);
  jobs.forEach((job, index) => {
    if (failedToRun) {
      const reason = run.timedOut
        ? 'vue-tsc did not finish'
        : `vue-tsc failed: ${(run.stdout + run.stderr).trim().split('\n').slice(0, 3).join(' | ')}`;
      results.set(job.key, { errors: [{ line: 1, message: reason }], transient: true });
    } else results.set(job.key, { errors: byFile.get(files[index]!) ?? [] });
  });
  return results;
}
