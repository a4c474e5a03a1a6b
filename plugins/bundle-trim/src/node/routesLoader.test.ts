import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const loaders = createRequire(import.meta.url)('./routesLoader.cjs') as {
  inlineRouteChunkNames: (source: string, chunkNames: Record<string, unknown>) => string;
  emptyRoutesChunkNamesLoader: () => string;
};
const { inlineRouteChunkNames } = loaders;

const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', '7e0'),
    routes: [
      {
        path: '/docs/React/深入REACT技术栈/05章-2 Redux 中间件',
        component: ComponentCreator('/docs/React/深入REACT技术栈/05章-2 Redux 中间件', 'a1b'),
        exact: true,
        sidebar: "reactSidebar"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames: Record<string, unknown> = {
  '/docs-7e0': { __comp: '~0', __context: { plugin: '~1' } },
  '/docs/React/深入REACT技术栈/05章-2 Redux 中间件-a1b': { __comp: '~2', content: '~3' },
};

/** Runs a routes module the way the bundle does: ComponentCreator reads the shared chunk-name table. */
function evaluate(source: string, table: Record<string, unknown>): { routes: unknown; seen: unknown[] } {
  const seen: unknown[] = [];
  const componentCreator = (path: string, hash?: string): string => {
    seen.push(path === '*' ? '*' : table[`${path}-${hash}`]);
    return `component of ${path}`;
  };
  const body = source
    .replace(/^import React.*$|^import ComponentCreator.*$/gm, '')
    .replace(/^import routesChunkNames .*$/m, '');
  const run = new Function(
    'ComponentCreator',
    'routesChunkNames',
    body.replace('export default', 'return'),
  ) as (creator: typeof componentCreator, names: Record<string, unknown>) => unknown;
  return { routes: run(componentCreator, table), seen };
}

describe('inlineRouteChunkNames', () => {
  it('writes each path once, with the route’s chunk names beside it', () => {
    const inlined = inlineRouteChunkNames(routes, chunkNames);
    expect(inlined).toContain(`...route('/docs', '0', {"__comp":"~0","__context":{"plugin":"~1"}}),`);
    expect(inlined).toContain(
      `...route('/docs/React/深入REACT技术栈/05章-2 Redux 中间件', '0', {"__comp":"~2","content":"~3"}),`,
    );
    expect(inlined).toContain(`path: '*',\n    component: ComponentCreator('*'),`);
    expect(inlined.match(/深入REACT技术栈/g)).toHaveLength(1);
  });

  it('builds the same routes, and ComponentCreator and later readers find the same chunk names', () => {
    const original = evaluate(routes, structuredClone(chunkNames));
    const filled: Record<string, unknown> = JSON.parse(loaders.emptyRoutesChunkNamesLoader()) as Record<
      string,
      unknown
    >;
    const inlined = evaluate(inlineRouteChunkNames(routes, chunkNames), filled);
    expect(inlined.routes).toEqual(original.routes);
    expect(inlined.seen).toEqual(original.seen);
    expect(original.seen).toEqual([chunkNames['/docs-7e0'], chunkNames[Object.keys(chunkNames)[1]!], '*']);
    expect(filled).toEqual({
      '/docs-0': chunkNames['/docs-7e0'],
      '/docs/React/深入REACT技术栈/05章-2 Redux 中间件-0': chunkNames[Object.keys(chunkNames)[1]!],
    });
  });

  it('tells apart routes of the same path by their order, not their hash', () => {
    const nested = routes.replace(
      "component: ComponentCreator('/docs', '7e0'),\n    routes: [",
      "component: ComponentCreator('/docs', '7e0'),\n    routes: [\n      {\n        path: '/docs',\n        component: ComponentCreator('/docs', 'f00'),\n        exact: false\n      },",
    );
    expect(nested).not.toBe(routes);
    const names = { ...chunkNames, '/docs-f00': { __comp: '~4' } };
    const inlined = inlineRouteChunkNames(nested, names);
    expect(inlined).toContain(`...route('/docs', '0', {"__comp":"~0","__context":{"plugin":"~1"}}),`);
    expect(inlined).toContain(`...route('/docs', '1', {"__comp":"~4"}),`);
    const filled: Record<string, unknown> = {};
    expect(evaluate(inlined, filled).seen).toEqual(evaluate(nested, structuredClone(names)).seen);
  });

  it('fails loudly when the two generated files do not match or routes.js has another shape', () => {
    expect(() => inlineRouteChunkNames(routes, { ...chunkNames, '/gone-123': { __comp: '~9' } })).toThrow(
      /\/gone-123/,
    );
    const [first] = Object.keys(chunkNames);
    expect(() => inlineRouteChunkNames(routes, { [first!]: chunkNames['/docs-7e0'] })).toThrow(
      /no single entry/,
    );
    expect(() => inlineRouteChunkNames('export default [];', chunkNames)).toThrow(/ComponentCreator/);
  });
});
