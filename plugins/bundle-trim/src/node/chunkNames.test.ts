import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { registryChunkNames, renameRegistryChunks, renameRouteChunks, shortChunkNames } =
  require('./chunkNames.cjs') as {
    registryChunkNames: (registry: string) => string[];
    shortChunkNames: (names: readonly string[]) => Map<string, string>;
    renameRegistryChunks: (registry: string, short: Map<string, string>) => string;
    renameRouteChunks: (value: unknown, short: Map<string, string>) => unknown;
  };
const registryLoader = require('./registryLoader.cjs') as (source: string) => string;

const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "@generated/p/docs-175.json", require.resolveWeak("@generated/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
};
`;

describe('short chunk names', () => {
  it('names each registry chunk by its index', () => {
    const short = shortChunkNames(registryChunkNames(registry));
    expect([...short]).toEqual([
      ['0058b4c6', '~0'],
      ['17896441', '~1'],
    ]);
    expect(shortChunkNames(Array.from({ length: 40 }, (_, index) => String(index))).get('39')).toBe('~13');
  });

  it('renames the registry’s keys and webpackChunkName comments, and the loader keeps only each entry’s loader', () => {
    const short = shortChunkNames(registryChunkNames(registry));
    expect(renameRegistryChunks(registry, short)).toContain(
      `"~1": [() => import(/* webpackChunkName: "~1" */ "@theme/DocItem"), "@theme/DocItem",`,
    );
    expect(registryLoader(registry)).toBe(`export default {
  "~0": [() => import(/* webpackChunkName: "~0" */ "@generated/p/docs-175.json")],
  "~1": [() => import(/* webpackChunkName: "~1" */ "@theme/DocItem")],
};
`);
  });

  it('renames every chunk name of the routes table and keeps its shape', () => {
    const short = shortChunkNames(registryChunkNames(registry));
    const routes = {
      '/docs/a-1f2': {
        __comp: '17896441',
        __context: { plugin: '0058b4c6' },
        items: [{ content: '0058b4c6' }],
      },
    };
    expect(renameRouteChunks(routes, short)).toEqual({
      '/docs/a-1f2': { __comp: '~1', __context: { plugin: '~0' }, items: [{ content: '~0' }] },
    });
  });

  it('fails loudly on a name the registry lacks or a registry of another shape', () => {
    const short = shortChunkNames(registryChunkNames(registry));
    expect(() => renameRouteChunks({ '/x-1': { __comp: 'ffffffff' } }, short)).toThrow(/registry lacks/);
    expect(() => renameRouteChunks({ '/x-1': 3 }, short)).toThrow(/unexpected value/);
    expect(() => registryChunkNames('export default {\n  "a": [load, "a"],\n};')).toThrow(/expected shape/);
    expect(() =>
      registryChunkNames(
        'export default {\n  "a": [() => import(/* webpackChunkName: "b" */ "x"), "", 1],\n};',
      ),
    ).toThrow(/names chunk b/);
  });
});
