import type { PropSidebars } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import {
  checkMoved,
  moveCardDescriptions,
  RouteShapeError,
  samePath,
  stripVersionDescriptions,
} from './cardRoutes';

const sidebars: PropSidebars = {
  nodeSidebar: [
    { type: 'link', href: '/docs/node/intro', label: '简介', docId: 'node/intro' },
    {
      type: 'category',
      label: 'Node.js',
      href: '/docs/category/nodejs',
      collapsed: true,
      collapsible: true,
      items: [
        { type: 'link', href: '/docs/node/模块', label: '模块', docId: 'node/模块' },
        { type: 'link', href: '/docs/node/流', label: '流', docId: 'node/流', description: '自己的描述' },
        { type: 'link', href: 'https://nodejs.org', label: '官网' },
        {
          type: 'category',
          label: '深入',
          href: '/docs/category/深入',
          collapsed: true,
          collapsible: true,
          items: [{ type: 'link', href: '/docs/node/事件循环', label: '事件循环', docId: 'node/事件循环' }],
        },
      ],
    },
  ],
};

const versionProp = {
  pluginId: 'default',
  version: 'current',
  docsSidebars: sidebars,
  docs: {
    'node/intro': { id: 'node/intro', title: '简介', description: '入门。', sidebar: 'nodeSidebar' },
    'node/模块': {
      id: 'node/模块',
      title: '模块',
      description: 'CommonJS 与 ES 模块。',
      sidebar: 'nodeSidebar',
    },
    'node/流': { id: 'node/流', title: '流', description: '可读流与可写流。', sidebar: 'nodeSidebar' },
    'node/事件循环': { id: 'node/事件循环', title: '事件循环', description: '', sidebar: 'nodeSidebar' },
  },
};

function docsRoutes(extra: RouteConfig[] = []): RouteConfig {
  return {
    path: '/docs',
    component: '@theme/DocsRoot',
    exact: false,
    routes: [
      {
        path: '/docs',
        component: '@theme/DocVersionRoot',
        exact: false,
        props: { version: structuredClone(versionProp) },
        routes: [
          {
            path: '/docs',
            component: '@theme/DocRoot',
            exact: false,
            routes: [
              {
                path: '/docs/node/intro',
                component: '@theme/DocItem',
                exact: true,
                sidebar: 'nodeSidebar',
                modules: { content: '@site/docs/node/intro.md' },
              },
              {
                path: '/docs/category/nodejs',
                component: '@theme/DocCategoryGeneratedIndexPage',
                exact: true,
                sidebar: 'nodeSidebar',
                props: { categoryGeneratedIndex: { title: 'Node.js', permalink: '/docs/category/nodejs' } },
              },
              {
                path: '/docs/category/深入',
                component: '@theme/DocCategoryGeneratedIndexPage',
                exact: true,
                sidebar: 'nodeSidebar',
                props: { categoryGeneratedIndex: { title: '深入', permalink: '/docs/category/深入' } },
              },
              ...extra,
            ],
          },
        ],
      },
    ],
  };
}

const noDocsWithCards = { categoryIndexCount: 2, docSourcesWithCards: new Set<string>() };
type Props = Record<string, unknown>;
const childAt = (route: RouteConfig, ...indexes: number[]): RouteConfig =>
  indexes.reduce<RouteConfig>((node, index) => node.routes![index]!, route);

describe('moveCardDescriptions', () => {
  it('strips every description from the version prop and keeps the rest', () => {
    const { route } = moveCardDescriptions(docsRoutes(), noDocsWithCards);
    const version = childAt(route, 0).props!.version as Props;
    expect(version.docs).toEqual({
      'node/intro': { id: 'node/intro', title: '简介', sidebar: 'nodeSidebar' },
      'node/模块': { id: 'node/模块', title: '模块', sidebar: 'nodeSidebar' },
      'node/流': { id: 'node/流', title: '流', sidebar: 'nodeSidebar' },
      'node/事件循环': { id: 'node/事件循环', title: '事件循环', sidebar: 'nodeSidebar' },
    });
    expect(version.docsSidebars).toEqual(sidebars);
    expect(JSON.stringify(version)).not.toContain('description":"CommonJS');
  });

  it('gives a category index the descriptions of its direct doc cards only', () => {
    const { route, pages } = moveCardDescriptions(docsRoutes(), noDocsWithCards);
    const category = childAt(route, 0, 0, 1);
    // 流 has its own sidebar description, the nested category's doc is not a card here.
    expect(category.props).toEqual({
      categoryGeneratedIndex: { title: 'Node.js', permalink: '/docs/category/nodejs' },
      cardDescriptions: { 'node/模块': 'CommonJS 与 ES 模块。' },
    });
    expect(pages[0]).toEqual({
      path: '/docs/category/nodejs',
      kind: 'category',
      cards: { '/docs/node/模块': 'CommonJS 与 ES 模块。' },
      descriptions: { 'node/模块': 'CommonJS 与 ES 模块。' },
    });
    // An empty description shows nothing today, so it is not carried.
    expect(childAt(route, 0, 0, 2).props!.cardDescriptions).toEqual({});
  });

  it('leaves doc routes without cards and the input tree untouched', () => {
    const input = docsRoutes();
    const before = JSON.stringify(input);
    const { route } = moveCardDescriptions(input, noDocsWithCards);
    expect(childAt(route, 0, 0, 0)).toEqual(childAt(input, 0, 0, 0));
    expect(JSON.stringify(input)).toBe(before);
  });

  it('gives a doc that renders cards the descriptions of every doc in its sidebar', () => {
    const cardsDoc: RouteConfig = {
      path: '/docs/node/总览',
      component: '@theme/DocItem',
      exact: true,
      sidebar: 'nodeSidebar',
      modules: { content: '@site/docs/node/总览.mdx' },
    };
    const expected = { categoryIndexCount: 2, docSourcesWithCards: new Set(['@site/docs/node/总览.mdx']) };
    const { route, pages, versionCount } = moveCardDescriptions(docsRoutes([cardsDoc]), expected);
    expect(childAt(route, 0, 0, 3).props).toEqual({
      cardDescriptions: { 'node/intro': '入门。', 'node/模块': 'CommonJS 与 ES 模块。' },
    });
    expect(() => checkMoved(pages, versionCount, expected)).not.toThrow();
  });

  it('fails loudly when a version doc has no description key', () => {
    const broken = docsRoutes();
    const version = childAt(broken, 0).props!.version as Props;
    version.docs = { a: { id: 'a', title: 'A', sidebar: 'nodeSidebar' } };
    expect(() => moveCardDescriptions(broken, noDocsWithCards)).toThrow(RouteShapeError);
  });

  it('fails loudly when a category index is not in its sidebar', () => {
    const broken = docsRoutes();
    childAt(broken, 0, 0, 1).props = { categoryGeneratedIndex: { permalink: '/docs/category/elsewhere' } };
    expect(() => moveCardDescriptions(broken, noDocsWithCards)).toThrow(/no sidebar category links/);
  });

  it('fails loudly when routes are missing', () => {
    const { pages, versionCount } = moveCardDescriptions(docsRoutes(), noDocsWithCards);
    expect(() => checkMoved(pages, versionCount, { ...noDocsWithCards, categoryIndexCount: 3 })).toThrow(
      /2 category index routes, but the sidebars have 3/,
    );
    expect(() =>
      checkMoved(pages, versionCount, {
        categoryIndexCount: 2,
        docSourcesWithCards: new Set(['@site/x.mdx']),
      }),
    ).toThrow(RouteShapeError);
    expect(() => checkMoved([], 0, noDocsWithCards)).toThrow(/no version route/);
  });
});

describe('stripVersionDescriptions', () => {
  it('rejects a version prop without docs', () => {
    expect(() => stripVersionDescriptions({ docsSidebars: {} })).toThrow(RouteShapeError);
  });
});

describe('samePath', () => {
  it('ignores case and a trailing slash, like theme-common', () => {
    expect(samePath('/docs/category/NodeJS/', '/docs/category/nodejs')).toBe(true);
    expect(samePath('/docs/category/node', '/docs/category/nodejs')).toBe(false);
  });
});
