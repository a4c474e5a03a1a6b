import type { PropSidebar, PropSidebarItem, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { describe, expect, it } from 'vitest';
import { registerDocsSidebar, versionWithSidebar, withoutDocLookup, type SidebarStore } from './sidebarStore';

const version: PropVersionMetadata = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {},
  docs: {},
};

const jsSidebar: PropSidebar = [{ type: 'link', href: '/docs/js/闭包', label: '闭包', docId: 'js/闭包' }];

describe('versionWithSidebar', () => {
  it('puts the loaded sidebar of the page back into the version metadata', () => {
    const store: SidebarStore = new Map();
    expect(
      registerDocsSidebar(
        { pluginId: 'default', version: 'current', sidebar: 'jsSidebar' },
        jsSidebar,
        store,
      ),
    ).toBe(jsSidebar);
    const withSidebar = versionWithSidebar(version, 'jsSidebar', store);
    expect(withSidebar).toEqual({ ...version, docsSidebars: { jsSidebar } });
    expect(version.docsSidebars).toEqual({});
  });

  it('leaves a page without a sidebar as it is', () => {
    expect(versionWithSidebar(version, undefined, new Map())).toBe(version);
  });

  it('fails when the sidebar was not loaded, or was loaded for another version or plugin', () => {
    const store: SidebarStore = new Map();
    registerDocsSidebar({ pluginId: 'default', version: '1.0', sidebar: 'jsSidebar' }, jsSidebar, store);
    registerDocsSidebar({ pluginId: 'other', version: 'current', sidebar: 'jsSidebar' }, jsSidebar, store);
    expect(() => versionWithSidebar(version, 'jsSidebar', store)).toThrow(/jsSidebar/);
  });
});

describe('withoutDocLookup', () => {
  it('drops the doc id of a doc link and keeps everything else', () => {
    expect(
      withoutDocLookup({ type: 'link', href: '/docs/a', label: 'A', docId: 'a', description: '说明' }),
    ).toEqual({
      type: 'link',
      href: '/docs/a',
      label: 'A',
      docId: undefined,
      description: '说明',
    });
  });

  it('returns other items unchanged', () => {
    const external = { type: 'link', href: 'https://example.com', label: 'E' } as const;
    const category: PropSidebarItem = {
      type: 'category',
      label: 'C',
      items: [],
      collapsed: true,
      collapsible: true,
    };
    expect(withoutDocLookup(external)).toBe(external);
    expect(withoutDocLookup(category)).toBe(category);
  });
});
