import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_FILENAME,
  EMOJI_UTILS,
  NPROGRESS_CLIENT_MODULE,
  ROUTE_PREFETCH_MODULE,
  ROUTE_REGISTRY,
  ROUTES_CHUNK_NAMES,
  SHARED_ROUTE_MODULES,
  sharedRouteModuleGroups,
  UTILS_COMMON,
} from './index';

const { keepRegistryLoaders } = createRequire(import.meta.url)('./registryLoader.cjs') as {
  keepRegistryLoaders: (source: string) => string;
};

describe('keepRegistryLoaders', () => {
  it('keeps only the loader of every entry', () => {
    const source = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "@generated/p/docs-175.json", require.resolveWeak("@generated/p/docs-175.json")],
  "00a1540b": [() => import(/* webpackChunkName: "00a1540b" */ "@site/docs/图解HTTP/05-HTTPS \\"安全\\".md"), "@site/docs/图解HTTP/05-HTTPS \\"安全\\".md", require.resolveWeak("@site/docs/图解HTTP/05-HTTPS \\"安全\\".md")],
};
`;
    expect(keepRegistryLoaders(source)).toBe(`export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json")],
  "00a1540b": [() => import(/* webpackChunkName: "00a1540b" */ "@site/docs/图解HTTP/05-HTTPS \\"安全\\".md")],
};
`);
  });

  it('leaves code of another shape alone', () => {
    const source = 'export default { a: [load, "x", 42] };';
    expect(keepRegistryLoaders(source)).toBe(source);
  });
});

describe('what the browser reads of a registry entry', () => {
  const read = (file: string): string =>
    readFileSync(new URL(`../../../../node_modules/${file}`, import.meta.url), 'utf8');

  it('react-loadable reads the weak ids only in preloadReady(), which Docusaurus never calls', () => {
    const loadable = read('react-loadable/lib/index.js');
    expect(loadable.match(/opts\.webpack/g)).toHaveLength(2);
    expect(loadable).toContain(
      'if (typeof opts.webpack === "function") {\n    READY_INITIALIZERS.push(function () {\n      if (isWebpackReady(opts.webpack)) {',
    );
    expect(loadable.match(/READY_INITIALIZERS/g)).toHaveLength(3);
    expect(loadable).toContain('Loadable.preloadReady = function () {');
    for (const file of ['clientEntry.js', 'exports/ComponentCreator.js', 'preload.js', 'App.js']) {
      expect(read(`@docusaurus/core/lib/client/${file}`)).not.toContain('preloadReady');
    }
  });

  it('react-loadable reads the module paths only to report them to a Loadable.Capture (server rendering)', () => {
    const loadable = read('react-loadable/lib/index.js');
    expect(loadable.match(/opts\.modules/g)).toHaveLength(2);
    expect(loadable).toContain('if (this.context && Array.isArray(opts.modules)) {');
    expect(read('@docusaurus/core/lib/client/clientEntry.js')).not.toContain('Capture');
  });
});

describe('what the plugin targets', () => {
  it('matches theme-common’s emoji helper module, which its internal entry re-exports', () => {
    const lib = '/s/node_modules/@docusaurus/theme-common/lib';
    expect(EMOJI_UTILS.test(`${lib}/utils/emojiUtils.js`)).toBe(true);
    expect(EMOJI_UTILS.test(`${lib}/utils/emojiUtils.d.ts`)).toBe(false);
    expect(readFileSync('node_modules/@docusaurus/theme-common/lib/internal.js', 'utf8')).toContain(
      "export { extractLeadingEmoji } from './utils/emojiUtils';",
    );
  });

  it('matches core’s window.docusaurus module, which clientEntry imports, and nothing else there', () => {
    const client = '/s/node_modules/@docusaurus/core/lib/client';
    expect(ROUTE_PREFETCH_MODULE.test(`${client}/docusaurus.js`)).toBe(true);
    expect(ROUTE_PREFETCH_MODULE.test(`${client}/exports/useDocusaurusContext.js`)).toBe(false);
    expect(readFileSync(`node_modules/@docusaurus/core/lib/client/clientEntry.js`, 'utf8')).toContain(
      "import docusaurus from './docusaurus';",
    );
  });

  it('matches theme-classic’s nprogress client module but not its stylesheet', () => {
    const lib = '/s/node_modules/@docusaurus/theme-classic/lib';
    expect(NPROGRESS_CLIENT_MODULE.test(`${lib}/nprogress`)).toBe(true);
    expect(NPROGRESS_CLIENT_MODULE.test(`${lib}/nprogress.js`)).toBe(true);
    expect(NPROGRESS_CLIENT_MODULE.test(`${lib}/nprogress.css`)).toBe(false);
    expect(NPROGRESS_CLIENT_MODULE.test('/s/node_modules/nprogress/nprogress.js')).toBe(false);
  });

  it('matches only the generated registry and names chunks by id', () => {
    expect(ROUTES_CHUNK_NAMES.test('/site/.docusaurus/routesChunkNames.json')).toBe(true);
    expect(ROUTES_CHUNK_NAMES.test('/site/src/routesChunkNames.json')).toBe(false);
    expect(ROUTE_REGISTRY.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(ROUTE_REGISTRY.test('/site/src/registry.js')).toBe(false);
    expect(CHUNK_FILENAME).not.toContain('[name]');
    // The package's index only: its own modules, which the stand-in imports, stay.
    expect(UTILS_COMMON.test('@docusaurus/utils-common')).toBe(true);
    expect(UTILS_COMMON.test('@docusaurus/utils-common/lib/index.js')).toBe(false);
  });
});

describe('the browser stand-in for @docusaurus/utils-common', () => {
  it('has the same exports with the same behaviour', async () => {
    const original = createRequire(import.meta.url)('@docusaurus/utils-common') as Record<string, unknown>;
    const standIn = (await import('../client/utilsCommon')) as Record<string, unknown>;
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(original).sort());
    expect(standIn.blogPostContainerID).toBe(original.blogPostContainerID);
    for (const name of Object.keys(original).filter((key) => typeof original[key] === 'function'))
      expect(standIn[name], name).toBe(original[name]);
  });
});

describe('SHARED_ROUTE_MODULES', () => {
  const common = '/s/node_modules/@docusaurus/theme-common/lib';
  it('matches each family’s files and not their neighbours', () => {
    const { collapsible } = SHARED_ROUTE_MODULES;
    expect(collapsible.test(`${common}/components/Collapsible/index.js`)).toBe(true);
    expect(collapsible.test(`${common}/utils/accessibilityUtils.js`)).toBe(true);
    expect(collapsible.test(`${common}/components/Details/index.js`)).toBe(false);
  });

  it('gives each family one async chunk of its own, whatever its size', () => {
    expect(sharedRouteModuleGroups()).toEqual({
      'bundle-trim-collapsible': expect.objectContaining({
        name: 'collapsible',
        chunks: 'async',
        enforce: true,
      }),
    });
  });
});
