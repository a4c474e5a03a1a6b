import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BUNDLE_GLOBAL } from './browser/benchEngine';
import { bundleOurEngine } from './bundle';

describe('bundleOurEngine', () => {
  it('is one browser script that defines the engine factory and the harness as a global', async () => {
    const script = await bundleOurEngine();
    expect(script).not.toMatch(/\brequire\(/);
    const context: Record<string, unknown> = {};
    vm.runInNewContext(script, context);
    const bundle = context[BUNDLE_GLOBAL] as Record<string, unknown>;
    expect(typeof bundle.createEngine).toBe('function');
    expect(typeof bundle.measure).toBe('function');
  });
});
