import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type ts from 'typescript';
import type { CodeJob, CodeResult } from './types';

/** The compiler options every ts/tsx block is checked under. */
export const blockCompilerOptions = (typescript: typeof ts): ts.CompilerOptions => ({
  strict: true,
  noEmit: true,
  target: typescript.ScriptTarget.ES2022,
  module: typescript.ModuleKind.ESNext,
  moduleResolution: typescript.ModuleResolutionKind.Bundler,
  jsx: typescript.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.disposable.d.ts'],
  types: ['node'],
  esModuleInterop: true,
  skipLibCheck: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
});

/**
 * Type-checks many blocks in one program: each block becomes its own module
 * file under `workDir` (inside the repo, so node_modules types resolve).
 */
export async function checkTypeScriptBlocks(
  jobs: readonly CodeJob[],
  workDir: string,
): Promise<Map<string, CodeResult>> {
  const results = new Map<string, CodeResult>();
  if (jobs.length === 0) return results;
  await mkdir(workDir, { recursive: true });
  const fileToJob = new Map<string, CodeJob>();
  await Promise.all(
    jobs.map(async (job) => {
      const fileName = path.join(
        workDir,
        `block_${job.key.slice(0, 16)}.${job.lang === 'tsx' ? 'tsx' : 'ts'}`,
      );
      fileToJob.set(path.resolve(fileName), job);
      // The trailing export makes every block a module, so blocks never see each other's names.
      await writeFile(fileName, `${job.code}\nexport {};\n`);
    }),
  );
  // Loaded on demand: a warm run with every block cached never pays for the compiler.
  const { default: ts } = await import('typescript');
  const program = ts.createProgram([...fileToJob.keys()], blockCompilerOptions(ts));
  for (const [fileName, job] of fileToJob) {
    // Let the event loop breathe between blocks: run blocks verified meanwhile start and finish.
    await new Promise((resolve) => setImmediate(resolve));
    const source = program.getSourceFile(fileName);
    const diagnostics = source
      ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
      : [];
    results.set(job.key, {
      errors: diagnostics.map((diagnostic) => ({
        line:
          diagnostic.start !== undefined && source
            ? source.getLineAndCharacterOfPosition(diagnostic.start).line + 1
            : 1,
        message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
      })),
    });
  }
  return results;
}
