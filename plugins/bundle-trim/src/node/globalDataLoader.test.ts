import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { compactGlobalData } = createRequire(import.meta.url)('./globalDataLoader.cjs') as {
  compactGlobalData: (source: string, routesSource: string) => string;
};

const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', '730'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '7e0'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'a01'),
        routes: [
          {
            path: '/docs/category/函数基础',
            component: ComponentCreator('/docs/category/函数基础', 'b02'),
            exact: true,
            sidebar: "jsSidebar"
          },
          {
            path: '/docs/home',
            component: ComponentCreator('/docs/home', 'b03'),
            exact: true
          },
          {
            path: '/docs/intro',
            component: ComponentCreator('/docs/intro', 'b04'),
            exact: true,
            sidebar: "tutorialSidebar"
          },
          {
            path: '/docs/javascript',
            component: ComponentCreator('/docs/javascript', 'b05'),
            exact: true,
            sidebar: "jsSidebar"
          },
          {
            path: '/docs/JavaScript/闭包',
            component: ComponentCreator('/docs/JavaScript/闭包', 'b06'),
            exact: true,
            sidebar: "jsSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const globalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [
        {
          name: 'current',
          path: '/docs',
          mainDocId: 'intro',
          docs: [
            { id: 'intro', path: '/docs/intro', sidebar: 'tutorialSidebar' },
            { id: 'JavaScript/总览', path: '/docs/javascript', sidebar: 'jsSidebar' },
            { id: '/category/函数基础', path: '/docs/category/函数基础', sidebar: 'jsSidebar' },
            { id: 'home', path: '/docs/home' },
            { id: 'JavaScript/闭包', path: '/docs/JavaScript/闭包', sidebar: 'jsSidebar' },
          ],
          draftIds: [],
          sidebars: { jsSidebar: { link: { path: '/docs/javascript', label: 'JavaScript/总览' } } },
        },
      ],
      breadcrumbs: true,
    },
  },
  'local-search': { default: { manifestUrl: '/search/manifest.json' } },
};

/** Runs the module the loader wrote against the route table it imports. */
function evaluate(module: string, routes: string): unknown {
  const table = new Function(
    'ComponentCreator',
    routes.replace(/^import .*$/gm, '').replace('export default', 'return'),
  )(() => null) as unknown;
  const body = module.replace(/^import routes .*$/m, '').replace('export default', 'return');
  return new Function('routes', body)(table) as unknown;
}

// On the site's own data the loader checks itself in every client build: it throws when its
// output does not decode to Docusaurus's globalData.json.
describe('compactGlobalData', () => {
  const source = JSON.stringify(globalData, null, 2);
  const module = compactGlobalData(source, routesSource);

  it('rebuilds exactly the same object from the route table', () => {
    expect(module.startsWith("import routes from '@generated/routes';\n")).toBe(true);
    expect(evaluate(module, routesSource)).toStrictEqual(globalData);
  });

  it('writes each doc as a step in the route table, and its id only when it is not the path', () => {
    expect(module).toContain(
      'expandDocs(allRoutes, "/docs/", [5,[1,"JavaScript/总览"],[-3,"/category/函数基础"],1,3])',
    );
    expect(module.match(/闭包/g)).toBeNull();
  });

  it('fails on a doc without a route or of another shape', () => {
    const odd = structuredClone(globalData);
    odd['docusaurus-plugin-content-docs'].default.versions[0]!.docs[0]!.path = '/docs/gone';
    expect(() => compactGlobalData(JSON.stringify(odd), routesSource)).toThrow(/no route/);
    const wrongSidebar = structuredClone(globalData);
    wrongSidebar['docusaurus-plugin-content-docs'].default.versions[0]!.docs[0]!.sidebar = 'other';
    expect(() => compactGlobalData(JSON.stringify(wrongSidebar), routesSource)).toThrow(/does not decode/);
    expect(() => compactGlobalData(source, 'module.exports = [];')).toThrow(/another shape/);
  });
});
