import type { PropSidebars } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_ROUTE_MODULE, type SidebarKey } from '../shared/sidebarKey';
import { RouteShapeError, sidebarModuleName, sidebarModuleSource, splitSidebars } from './sidebarRoutes';

const sidebars: PropSidebars = {
  nodeSidebar: [
    { type: 'link', href: '/docs/node/intro', label: '简介', docId: 'node/intro' },
    {
      type: 'category',
      label: 'Node.js',
      href: '/docs/category/nodejs',
      collapsed: true,
      collapsible: true,
      items: [{ type: 'link', href: '/docs/node/模块', label: '模块', docId: 'node/模块' }],
    },
  ],
  pySidebar: [{ type: 'link', href: '/docs/py/intro', label: 'Python', docId: 'py/intro' }],
};

const versionProp = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  isLast: true,
  docsSidebars: sidebars,
  docs: { 'node/intro': { id: 'node/intro', title: '简介', sidebar: 'nodeSidebar' } },
};

function docsRoutes(docRoutes: RouteConfig[]): RouteConfig {
  return {
    path: '/docs',
    component: '@theme/DocsRoot',
    exact: false,
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        exact: false,
        props: { version: versionProp },
        routes: [
          { path: '/docs', component: '@theme/DocRoot', exact: false, routes: docRoutes },
          { path: '/docs/tags', component: '@theme/DocTagsListPage', exact: true, props: { tags: [] } },
        ],
      },
    ],
  };
}

const docRoute = (path: string, sidebar?: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  modules: { content: `@site/docs${path.slice('/docs'.length)}.md` },
  ...(sidebar ? { sidebar } : {}),
});

const modulePath = (key: SidebarKey): string => `/generated/${key.sidebar}.js`;

/** Every route of the tree, depth first. */
const flatten = (route: RouteConfig): RouteConfig[] => [route, ...(route.routes ?? []).flatMap(flatten)];

describe('splitSidebars', () => {
  const tree = docsRoutes([
    docRoute('/docs/node/intro', 'nodeSidebar'),
    docRoute('/docs/py/intro', 'pySidebar'),
    {
      path: '/docs/category/nodejs',
      component: '@theme/DocCategoryGeneratedIndexPage',
      exact: true,
      props: { categoryGeneratedIndex: { permalink: '/docs/category/nodejs' } },
      sidebar: 'nodeSidebar',
    },
    docRoute('/docs/orphan'),
  ]);
  const { route, sidebars: split, versionCount } = splitSidebars(tree, modulePath);
  const byPath = new Map(flatten(route).map((r) => [`${r.path} ${String(r.component)}`, r]));

  it('takes every sidebar and doc out of the version prop, keeping the rest', () => {
    expect(versionCount).toBe(1);
    expect(byPath.get('/docs @theme/DocVersionRoot')?.props?.version).toEqual({
      ...versionProp,
      docsSidebars: {},
      docs: {},
    });
    expect(split).toEqual([
      {
        key: { pluginId: 'default', version: 'current', sidebar: 'nodeSidebar' },
        items: sidebars.nodeSidebar,
      },
      { key: { pluginId: 'default', version: 'current', sidebar: 'pySidebar' }, items: sidebars.pySidebar },
    ]);
  });

  it("gives each page that names a sidebar that sidebar's module, and no other page one", () => {
    expect(byPath.get('/docs/node/intro @theme/DocItem')?.modules).toEqual({
      content: '@site/docs/node/intro.md',
      [SIDEBAR_ROUTE_MODULE]: '/generated/nodeSidebar.js',
    });
    expect(byPath.get('/docs/py/intro @theme/DocItem')?.modules?.[SIDEBAR_ROUTE_MODULE]).toBe(
      '/generated/pySidebar.js',
    );
    expect(byPath.get('/docs/category/nodejs @theme/DocCategoryGeneratedIndexPage')?.modules).toEqual({
      [SIDEBAR_ROUTE_MODULE]: '/generated/nodeSidebar.js',
    });
    expect(byPath.get('/docs/orphan @theme/DocItem')?.modules).toEqual({ content: '@site/docs/orphan.md' });
    expect(byPath.get('/docs/tags @theme/DocTagsListPage')?.modules).toBeUndefined();
  });

  it('leaves the input tree unchanged', () => {
    expect(tree.routes?.[0]?.props?.version).toBe(versionProp);
    expect(versionProp.docsSidebars).toBe(sidebars);
  });

  it('fails on a sidebar the version does not have, or a version prop of another shape', () => {
    expect(() => splitSidebars(docsRoutes([docRoute('/docs/x', 'goneSidebar')]), modulePath)).toThrow(
      RouteShapeError,
    );
    const withoutDocs = docsRoutes([]);
    withoutDocs.routes![0]!.props = { version: { ...versionProp, docs: undefined } };
    expect(() => splitSidebars(withoutDocs, modulePath)).toThrow(RouteShapeError);
    expect(() => splitSidebars(docRoute('/docs/x', 'nodeSidebar'), modulePath)).toThrow(RouteShapeError);
  });
});

describe('sidebar modules', () => {
  const key = { pluginId: 'default', version: 'current', sidebar: 'nodeSidebar' };

  it('names one file per plugin, version and sidebar, whatever characters they hold', () => {
    expect(sidebarModuleName(key)).toBe('page-sidebars/default/current/nodeSidebar.js');
    expect(sidebarModuleName({ ...key, version: '1.0/测试' })).toBe(
      'page-sidebars/default/1.0_2F_E6_B5_8B_E8_AF_95/nodeSidebar.js',
    );
  });

  it('registers the items in the store and exports them', () => {
    const source = sidebarModuleSource({ key, items: sidebars.nodeSidebar! }, '/store.ts');
    const calls: unknown[][] = [];
    const body = source
      .replace('import { registerDocsSidebar } from "/store.ts";', '')
      .replace('export default', 'return');
    const run = new Function('registerDocsSidebar', body) as (
      register: (...args: unknown[]) => unknown,
    ) => unknown;
    const exported = run((...args) => {
      calls.push(args);
      return args[1];
    });
    expect(source.startsWith('import { registerDocsSidebar } from "/store.ts";\n')).toBe(true);
    expect(calls).toEqual([[key, sidebars.nodeSidebar]]);
    expect(exported).toEqual(sidebars.nodeSidebar);
  });
});
