/**
 * Runs the docs plugin's own route builder (what its contentLoaded() calls) on a small version,
 * so a Docusaurus upgrade that changes the route or prop shape this plugin relies on fails here.
 */
import { createRequire } from 'node:module';
import type { LoadedVersion, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { countGeneratedIndexes } from './index';
import { checkMoved, moveCardDescriptions } from './cardRoutes';

const require = createRequire(import.meta.url);
const { toFullVersion } = require('@docusaurus/plugin-content-docs/lib/versions/version.js') as {
  toFullVersion: (version: LoadedVersion) => LoadedVersion & { categoryGeneratedIndices: unknown[] };
};
const { buildAllRoutes } = require('@docusaurus/plugin-content-docs/lib/routes.js') as {
  buildAllRoutes: (param: unknown) => Promise<RouteConfig[]>;
};

function doc(id: string, description: string) {
  return {
    id,
    title: id,
    description,
    source: `@site/docs/${id}.md`,
    sourceDirName: '.',
    slug: `/${id}`,
    permalink: `/docs/${id}`,
    draft: false,
    unlisted: false,
    tags: [],
    version: 'current',
    frontMatter: {},
    sidebar: 'notes',
    sidebarPosition: undefined,
    editUrl: undefined,
    lastUpdatedAt: undefined,
    lastUpdatedBy: undefined,
    formattedLastUpdatedAt: undefined,
    previous: undefined,
    next: undefined,
  };
}

const loadedVersion = {
  versionName: 'current',
  label: 'Next',
  path: '/docs',
  tagsPath: '/docs/tags',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  routePriority: -1,
  sidebarFilePath: undefined,
  contentPath: '/site/docs',
  contentPathLocalized: undefined,
  editUrl: undefined,
  editUrlLocalized: undefined,
  docs: [doc('intro', '从这里开始。'), doc('模块', 'CommonJS 与 ES 模块。'), doc('流', '可读流与可写流。')],
  drafts: [],
  sidebars: {
    notes: [
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: 'Node.js',
        collapsed: true,
        collapsible: true,
        link: { type: 'generated-index', slug: '/category/nodejs', permalink: '/docs/category/nodejs' },
        items: [
          { type: 'doc', id: '模块' },
          { type: 'doc', id: '流' },
        ],
      },
    ],
  },
} as unknown as LoadedVersion;

const options = {
  id: 'default',
  routeBasePath: 'docs',
  docsRootComponent: '@theme/DocsRoot',
  docVersionRootComponent: '@theme/DocVersionRoot',
  docRootComponent: '@theme/DocRoot',
  docItemComponent: '@theme/DocItem',
  docTagsListComponent: '@theme/DocTagsListPage',
  docTagDocListComponent: '@theme/DocTagDocListPage',
  docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage',
} as unknown as PluginOptions;

async function upstreamRoutes(): Promise<RouteConfig[]> {
  return buildAllRoutes({
    baseUrl: '/',
    versions: [toFullVersion(loadedVersion)],
    options,
    actions: { createData: async () => '', addRoute: () => undefined, setGlobalData: () => undefined },
    aliasedSource: (source: string) => source,
  });
}

describe('the docs plugin routes this plugin rewrites', () => {
  it('have one generated index per generated-index category we count', () => {
    const full = toFullVersion(loadedVersion);
    expect(countGeneratedIndexes(loadedVersion.sidebars.notes ?? [])).toBe(
      full.categoryGeneratedIndices.length,
    );
  });

  it('carry descriptions in the version prop, which we move to the category index', async () => {
    const routes = await upstreamRoutes();
    expect(routes).toHaveLength(1);
    const before = JSON.stringify(routes[0]);
    expect(before).toContain('"description":"CommonJS 与 ES 模块。"');

    const expected = { categoryIndexCount: 1, docSourcesWithCards: new Set<string>() };
    const moved = moveCardDescriptions(routes[0]!, expected);
    expect(() => checkMoved(moved.pages, moved.versionCount, expected)).not.toThrow();
    expect(moved.pages).toEqual([
      {
        path: '/docs/category/nodejs',
        kind: 'category',
        cards: { '/docs/模块': 'CommonJS 与 ES 模块。', '/docs/流': '可读流与可写流。' },
        descriptions: { 模块: 'CommonJS 与 ES 模块。', 流: '可读流与可写流。' },
      },
    ]);

    const versionRoute = moved.route.routes![0]!;
    const version = versionRoute.props!.version as { docs: Record<string, object> };
    expect(Object.keys(version.docs).sort()).toEqual(['intro', '模块', '流']);
    for (const entry of Object.values(version.docs)) expect(entry).not.toHaveProperty('description');
    // The rest of the tree is as the docs plugin built it.
    expect(JSON.stringify(moved.route).replace(/,?"cardDescriptions":\{[^}]*\}/g, '')).toBe(
      before.replace(/,"description":"[^"]*"(?=,"sidebar")/g, ''),
    );
  });
});
