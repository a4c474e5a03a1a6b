/** Bundles an engine entry and the in-page harness into one browser script (esbuild, IIFE). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { BUNDLE_GLOBAL } from './browser/benchEngine';

const browserDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser');

async function bundle(entry: string, plugins: Plugin[] = []): Promise<string> {
  const result = await build({
    entryPoints: [path.join(browserDir, entry)],
    bundle: true,
    format: 'iife',
    globalName: BUNDLE_GLOBAL,
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins,
  });
  return result.outputFiles[0]!.text;
}

/** Our engine through its public SearchIndex API. */
export function bundleOurEngine(): Promise<string> {
  return bundle('ourEngine.ts');
}

/**
 * easyops's worker class on the main thread: its build-time constants come from the
 * `.docusaurus` folder of the easyops build, and Comlink's `expose` becomes a no-op.
 */
export function bundleEasyopsEngine(generatedDir: string): Promise<string> {
  const easyopsBuildOutputs: Plugin = {
    name: 'easyops-build-outputs',
    setup(builder) {
      builder.onResolve(
        { filter: /^@generated\/@easyops-cn\/docusaurus-search-local\/default\// },
        (args) => ({
          path: path.join(generatedDir, path.basename(args.path)),
        }),
      );
      builder.onResolve({ filter: /^comlink$/ }, () => ({ path: 'comlink', namespace: 'bench-stub' }));
      builder.onLoad({ filter: /.*/, namespace: 'bench-stub' }, () => ({
        contents: 'export function expose() {}',
        loader: 'js',
      }));
    },
  };
  return bundle('easyopsEngine.ts', [easyopsBuildOutputs]);
}
