import { describe, expect, it } from 'vitest';
import { declaredModules, importedSpecifiers, packageOf, undeclaredImports, workspaceOf } from './imports';
import { pinProblems } from './pins';

describe('imports', () => {
  it('finds static, dynamic, side-effect and require imports', () => {
    // Quotes put in by replace(), so that this file itself imports none of these names.
    const source = [
      'import a from `alpha`;',
      'import type { B } from `@scope/beta/sub`;',
      'export { c } from `./local`;',
      'const d = await import(`delta`);',
      'const e = require(`epsilon`);',
      'const f = require.resolve(`phi/package.json`);',
      'import `gamma/styles.css`;',
    ]
      .join('\n')
      .replaceAll('`', "'");
    expect(importedSpecifiers(source)).toEqual([
      'alpha',
      '@scope/beta/sub',
      './local',
      'delta',
      'epsilon',
      'phi/package.json',
      'gamma/styles.css',
    ]);
  });

  it('names the package of a specifier, not paths, built-ins or bundler aliases', () => {
    expect(packageOf('@scope/beta/sub')).toBe('@scope/beta');
    expect(packageOf('lodash/fp')).toBe('lodash');
    expect(packageOf('./x')).toBeUndefined();
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('fs')).toBeUndefined();
    expect(packageOf('@theme/Layout')).toBeUndefined();
    expect(packageOf('@generated/globalData')).toBeUndefined();
  });

  it('reports what is neither declared, typed by @types, nor a Docusaurus alias', () => {
    const declared = new Set(['alpha', '@types/mdast']);
    const aliases = declaredModules("declare module '@docusaurus/Link' {}\ndeclare module '*.css' {}");
    expect([...aliases]).toEqual(['@docusaurus/Link']);
    expect(
      undeclaredImports(
        ['alpha', 'mdast', '@docusaurus/Link', '@docusaurus/theme-common', 'beta/x'],
        declared,
        aliases,
      ),
    ).toEqual(['@docusaurus/theme-common', 'beta']);
  });
});

describe('workspaces', () => {
  it('gives a file under packages/<name> to that package, any other file to the site', () => {
    const workspaces = ['packages/search', 'packages/search-extra'];
    expect(workspaceOf('packages/search/src/node/index.ts', workspaces)).toBe('packages/search');
    expect(workspaceOf('packages/search-extra/src/a.ts', workspaces)).toBe('packages/search-extra');
    expect(workspaceOf('plugins/search/src/a.ts', workspaces)).toBeUndefined();
    expect(workspaceOf('docusaurus.config.ts', workspaces)).toBeUndefined();
  });
});

describe('pins', () => {
  const installed: Record<string, string> = { react: '19.3.1', '@docusaurus/core': '3.10.2', clsx: '2.1.1' };
  it('requires exact versions for the framework packages, equal to what is installed', () => {
    expect(
      pinProblems(
        { react: '^19.3.1', '@docusaurus/core': '3.10.1', clsx: '^2.1.0' },
        (name) => installed[name],
      ),
    ).toEqual([
      'react: "^19.3.1" must be an exact version',
      '@docusaurus/core: package.json pins 3.10.1, 3.10.2 is installed',
    ]);
    expect(pinProblems({ react: '19.3.1', '@docusaurus/core': '3.10.2' }, (name) => installed[name])).toEqual(
      [],
    );
  });
});
