import { describe, expect, it } from 'vitest';
import { DOCS_SHELL_MODULES } from './index';

describe('DOCS_SHELL_MODULES', () => {
  it('matches the docs routes’ own modules and not what the blog or one page shares', () => {
    expect(DOCS_SHELL_MODULES.test('/s/plugins/docs-page-data/src/client/sidebarStore.ts')).toBe(true);
    expect(DOCS_SHELL_MODULES.test('/s/plugins/docs-page-data/src/shared/sidebarKey.ts')).toBe(true);
    const classic = '/s/node_modules/@docusaurus/theme-classic/lib/theme';
    expect(DOCS_SHELL_MODULES.test(`${classic}/DocRoot/Layout/index.js`)).toBe(true);
    expect(DOCS_SHELL_MODULES.test(`${classic}/DocSidebarItem/Category/index.js`)).toBe(true);
    expect(DOCS_SHELL_MODULES.test('/s/plugins/docs-page-data/src/theme/DocRoot/index.tsx')).toBe(true);
    const generated = '/s/.docusaurus/docusaurus-plugin-content-docs/default';
    expect(DOCS_SHELL_MODULES.test(`${generated}/__plugin.json`)).toBe(true);
    expect(DOCS_SHELL_MODULES.test(`${generated}/p/docs-175.json`)).toBe(true);
    // Shared with the blog, or one page's own: not in the docs' chunk.
    expect(DOCS_SHELL_MODULES.test(`${generated}/p/docs-category-nodejs-51d.json`)).toBe(false);
    expect(DOCS_SHELL_MODULES.test(`${classic}/TOCItems/index.js`)).toBe(false);
    expect(DOCS_SHELL_MODULES.test(`${classic}/MDXComponents/index.js`)).toBe(false);
    expect(DOCS_SHELL_MODULES.test(`${classic}/DocCard/index.js`)).toBe(false);
    // Another plugin's or the site's own theme files are not this plugin's.
    expect(DOCS_SHELL_MODULES.test('/s/src/theme/DocRoot/index.tsx')).toBe(false);
  });
});
