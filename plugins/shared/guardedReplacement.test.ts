import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  guardedReplacements,
  installedVersion,
  unmatchedReplacements,
  versionProblem,
  type ModuleReplacement,
} from './guardedReplacement';

const replacement: ModuleReplacement = {
  what: 'the Prism client module',
  pattern: /prism-include-languages$/,
  replacement: '/site/plugins/x/noPrism.ts',
  target: { package: '@docusaurus/theme-classic', version: '3.10.2' },
};

function siteWith(packages: Record<string, string>): string {
  const site = mkdtempSync(path.join(os.tmpdir(), 'guarded-'));
  for (const [name, version] of Object.entries(packages)) {
    const dir = path.join(site, 'node_modules', name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version }));
  }
  return site;
}

describe('guarded module replacements', () => {
  it('reads the installed version of the replaced package', () => {
    const site = siteWith({ '@docusaurus/theme-classic': '3.10.2' });
    expect(installedVersion(site, '@docusaurus/theme-classic')).toBe('3.10.2');
    expect(installedVersion(site, 'react')).toBeUndefined();
  });

  it('refuses a replacement written for another version, naming both', () => {
    expect(versionProblem('bundle-trim', replacement, '3.10.2')).toBeUndefined();
    expect(versionProblem('bundle-trim', replacement, '3.11.0')).toMatch(
      /bundle-trim: "the Prism client module" was written for @docusaurus\/theme-classic@3\.10\.2, but @docusaurus\/theme-classic@3\.11\.0 is installed/,
    );
    const site = siteWith({ '@docusaurus/theme-classic': '3.11.0' });
    class FakePlugin {
      constructor(
        readonly pattern: RegExp,
        readonly file: string,
      ) {}
      apply(): void {}
    }
    expect(() => guardedReplacements('bundle-trim', site, FakePlugin, [replacement])).toThrow(
      /UPGRADING\.md/,
    );
  });

  it('makes one replacement plugin each, plus the check that each replaced something', () => {
    const site = siteWith({ '@docusaurus/theme-classic': '3.10.2' });
    class FakePlugin {
      constructor(
        readonly pattern: RegExp,
        readonly file: string,
      ) {}
      apply(): void {}
    }
    const plugins = guardedReplacements('bundle-trim', site, FakePlugin, [replacement]);
    expect(plugins).toHaveLength(2);
    expect(plugins[0]).toEqual(new FakePlugin(replacement.pattern, replacement.replacement));
    expect(guardedReplacements('bundle-trim', site, FakePlugin, [])).toEqual([]);
  });

  it('reports the replacements whose file never entered the build', () => {
    expect(unmatchedReplacements([replacement], new Set(['/site/src/a.ts']))).toEqual([replacement]);
    expect(unmatchedReplacements([replacement], new Set([replacement.replacement]))).toEqual([]);
  });
});
