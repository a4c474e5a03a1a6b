import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The version metadata prop no longer holds sidebars or docs (the page's sidebar comes back in
 * through this plugin's src/theme/DocRoot). These tests fail when a new reader of either appears in the theme,
 * the docs plugin's client or our own code, so it can be checked before it meets an empty object.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const scanned = [
  'node_modules/@docusaurus/theme-classic/lib',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/plugin-content-docs/lib/client',
  'src',
  'plugins',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(js|jsx|ts|tsx)$/.test(entry.name) && !/\.(d|test)\.ts$/.test(entry.name) ? [file] : [];
  });
}

const files = scanned.flatMap((dir) => sourceFiles(path.join(root, dir)));
const filesWith = (pattern: RegExp): string[] =>
  files
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file).replace(/^node_modules\/@docusaurus\//, ''))
    .sort();

describe('readers of the version metadata prop', () => {
  it('only useDocRootMetadata reads its sidebars, and only DocRoot calls it', () => {
    expect(filesWith(/\bdocsSidebars\b/)).toEqual([
      'plugin-content-docs/lib/client/docsUtils.js',
      'plugins/docs-page-data/src/client/sidebarStore.ts',
      'plugins/docs-page-data/src/node/cardRoutes.ts',
      'plugins/docs-page-data/src/node/sidebarRoutes.ts',
    ]);
    expect(filesWith(/\buseDocRootMetadata\(/)).toEqual([
      'plugin-content-docs/lib/client/docsUtils.js',
      'theme-classic/lib/theme/DocRoot/index.js',
    ]);
  });

  it('only useDocById reads its docs, and only DocCard calls it (through our wrapper, with no id)', () => {
    expect(filesWith(/\buseDocById\(/)).toEqual([
      'plugin-content-docs/lib/client/docsUtils.js',
      'theme-classic/lib/theme/DocCard/index.js',
    ]);
    expect(filesWith(/\bwithoutDocLookup\(/)).toEqual([
      'plugins/docs-page-data/src/client/sidebarStore.ts',
      'plugins/docs-page-data/src/theme/DocCard/index.tsx',
    ]);
  });
});
