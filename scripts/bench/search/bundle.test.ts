import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BUNDLE_GLOBAL } from './browser/benchEngine';
import { bundleEasyopsEngine, bundleOurEngine } from './bundle';

/** Runs a bundle in a bare context and returns the global it defines. */
function bundleGlobal(script: string): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  vm.runInNewContext(script, context);
  return context[BUNDLE_GLOBAL] as Record<string, unknown>;
}

describe('the engine bundles', () => {
  it('make our engine one browser script that defines the engine factory and the harness', async () => {
    const script = await bundleOurEngine();
    expect(script).not.toMatch(/\brequire\(/);
    const bundle = bundleGlobal(script);
    expect(typeof bundle.createEngine).toBe('function');
    expect(typeof bundle.measure).toBe('function');
  });

  it('build easyops’s worker class for the browser from the constants its build generates', async () => {
    const generatedDir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-generated-'));
    try {
      // What easyops's generate() writes for an English-only site, reduced to what its worker reads.
      writeFileSync(
        path.join(generatedDir, 'generated-constants.js'),
        [
          'export const language = ["en"];',
          'export const removeDefaultStopWordFilter = [];',
          'export const searchIndexUrl = "search-index{dir}.json";',
          'export const searchResultLimits = 8;',
          'export const fuzzyMatchingDistance = 1;',
        ].join('\n'),
      );
      writeFileSync(
        path.join(generatedDir, 'generated.js'),
        'export const searchResultContextMaxLength = 50; export const removeDefaultStemmer = false;',
      );
      const bundle = bundleGlobal(await bundleEasyopsEngine(generatedDir));
      expect(typeof bundle.createEngine).toBe('function');
      expect(typeof bundle.measure).toBe('function');
    } finally {
      rmSync(generatedDir, { recursive: true, force: true });
    }
  });
});
