import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navbar } from '../../../../config/navbar';
import {
  NAVBAR_ITEM_MODULES,
  navbarItemTypes,
  navbarModulesPattern,
  unusedNavbarModules,
} from './navbarItems';

const themeDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic/package.json')),
  'lib/theme/NavbarItem',
);

describe('the navbar item table', () => {
  it('lists exactly theme-classic’s navbar item types', () => {
    const source = readFileSync(path.join(themeDir, 'ComponentTypes.js'), 'utf8');
    const table = source.slice(source.indexOf('const ComponentTypes = {'));
    const types = [...table.matchAll(/^ {2}(\w+): \w+,$/gm)].map((match) => match[1]);
    expect(types.sort()).toEqual(Object.keys(NAVBAR_ITEM_MODULES).sort());
  });

  it('lists, for each type, every navbar item module it imports', () => {
    for (const [type, modules] of Object.entries(NAVBAR_ITEM_MODULES)) {
      const [own] = modules;
      const source = [`${own}.js`, `${own}/index.js`]
        .map((name) => readIfExists(path.join(themeDir, name)))
        .join('\n');
      expect(source, type).not.toBe('');
      // Every type may use the link and default item modules, which are never dropped.
      const imported = [...source.matchAll(/from '@theme\/NavbarItem\/(\w+)'/g)]
        .map((match) => match[1]!)
        .filter((name) => name !== 'NavbarNavLink' && name !== 'DefaultNavbarItem');
      for (const name of imported) expect(modules, `${type} imports ${name}`).toContain(name);
    }
  });
});

function readIfExists(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

describe('unusedNavbarModules', () => {
  it('resolves types as NavbarItem does, dropdown items included', () => {
    expect(
      [
        ...navbarItemTypes([
          { to: '/a' },
          { items: [{ type: 'docSidebar' }] },
          { type: 'default', items: [] },
        ]),
      ].sort(),
    ).toEqual(['default', 'docSidebar', 'dropdown']);
  });

  it('drops the dropdowns, version and locale items this site’s navbar does not use', () => {
    expect(unusedNavbarModules(navbar.items)).toEqual([
      'DocSidebarNavbarItem',
      'DocsVersionDropdownNavbarItem',
      'DocsVersionNavbarItem',
      'DropdownNavbarItem',
      'HtmlNavbarItem',
      'LocaleDropdownNavbarItem',
    ]);
  });

  it('keeps a module a used type needs and never drops the default item', () => {
    const unused = unusedNavbarModules([{ type: 'localeDropdown' }]);
    expect(unused).not.toContain('DropdownNavbarItem');
    expect(unused).not.toContain('LocaleDropdownNavbarItem');
    expect(unusedNavbarModules(Object.keys(NAVBAR_ITEM_MODULES).map((type) => ({ type })))).toEqual([]);
    expect(unusedNavbarModules([])).not.toContain('DefaultNavbarItem');
  });

  it('fails loudly on a type it does not know', () => {
    expect(() => unusedNavbarModules([{ type: 'someThing' }])).toThrow(/someThing/);
  });

  it('accepts a site’s own custom- type and counts the types of its items', () => {
    const unused = unusedNavbarModules([{ type: 'custom-menu', items: [{ type: 'docSidebar' }] }]);
    expect(unused).not.toContain('DocSidebarNavbarItem');
    expect(unused).toContain('DropdownNavbarItem');
  });

  it('matches only theme-classic’s own files of those modules', () => {
    const pattern = navbarModulesPattern(['DropdownNavbarItem', 'HtmlNavbarItem'])!;
    const lib = '/s/node_modules/@docusaurus/theme-classic/lib/theme/NavbarItem';
    expect(pattern.test(`${lib}/DropdownNavbarItem/index.js`)).toBe(true);
    expect(pattern.test(`${lib}/HtmlNavbarItem.js`)).toBe(true);
    expect(pattern.test(`${lib}/DropdownNavbarItem/Mobile/index.js`)).toBe(false);
    expect(pattern.test(`${lib}/DocNavbarItem.js`)).toBe(false);
    expect(pattern.test('/s/src/theme/NavbarItem/DropdownNavbarItem/index.tsx')).toBe(false);
    expect(navbarModulesPattern([])).toBeUndefined();
  });
});
