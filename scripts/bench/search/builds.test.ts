import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { EASYOPS_OPTIONS, easyopsConfigSource, isBuildFresh, newestMtime } from './builds';

describe('isBuildFresh', () => {
  it('needs a build at least as new as the newest source', () => {
    expect(isBuildFresh(undefined, 0)).toBe(false);
    expect(isBuildFresh(100, 200)).toBe(false);
    expect(isBuildFresh(200, 200)).toBe(true);
    expect(isBuildFresh(300, 200)).toBe(true);
  });
});

describe('newestMtime', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('finds the newest file under folders, skipping node_modules and missing paths', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-mtime-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'docs', 'deep'), { recursive: true });
    mkdirSync(path.join(dir, 'docs', 'node_modules'));
    const old = path.join(dir, 'docs', 'a.md');
    const newer = path.join(dir, 'docs', 'deep', 'b.md');
    const ignored = path.join(dir, 'docs', 'node_modules', 'c.js');
    for (const file of [old, newer, ignored]) writeFileSync(file, 'x');
    utimesSync(old, 1_000, 1_000);
    utimesSync(newer, 2_000, 2_000);
    utimesSync(ignored, 9_000, 9_000);
    for (const folder of ['docs', 'docs/deep', 'docs/node_modules'])
      utimesSync(path.join(dir, folder), 500, 500);
    expect(newestMtime([path.join(dir, 'docs'), path.join(dir, 'missing')])).toBe(2_000_000);
    expect(newestMtime([path.join(dir, 'missing')])).toBe(0);
  });
});

describe('easyopsConfigSource', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** Evaluates the generated config over a stand-in base config whose plugins are `pluginsSource`. */
  async function generatedConfig(pluginsSource: string): Promise<Record<string, unknown>> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-search-config-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'packages/docusaurus-theme-search-local-zh/src/node'), { recursive: true });
    writeFileSync(
      path.join(dir, 'packages/docusaurus-theme-search-local-zh/src/node/index.ts'),
      'export default function search() {}',
    );
    writeFileSync(
      path.join(dir, 'docusaurus.base.config.ts'),
      `import search from './packages/docusaurus-theme-search-local-zh/src/node';\nexport default { title: 't', themes: ['mermaid'], plugins: ${pluginsSource} };`,
    );
    writeFileSync(path.join(dir, 'docusaurus.config.ts'), easyopsConfigSource());
    const bundled = await build({
      entryPoints: [path.join(dir, 'docusaurus.config.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      logLevel: 'silent',
    });
    const file = path.join(dir, 'config.mjs');
    writeFileSync(file, bundled.outputFiles[0]!.text);
    return ((await import(pathToFileURL(file).href)) as { default: Record<string, unknown> }).default;
  }

  it('drops our search plugin, with or without options, and adds easyops with the Chinese options', async () => {
    for (const ours of ['search', '[search, { x: 1 }]']) {
      const config = await generatedConfig(`['docs', ${ours}, 'trim']`);
      expect(config.title).toBe('t');
      expect(config.plugins).toEqual(['docs', 'trim']);
      expect(config.themes).toEqual(['mermaid', ['@easyops-cn/docusaurus-search-local', EASYOPS_OPTIONS]]);
    }
  });

  it('fails when our search plugin is not in the base config', async () => {
    await expect(generatedConfig(`['docs']`)).rejects.toThrow(/our search plugin is not in the site config/);
  });
});
