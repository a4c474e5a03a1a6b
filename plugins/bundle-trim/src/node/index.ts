import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { guardedReplacements, type ModuleReplacement } from '../../../shared/guardedReplacement';
import { RouteChunkTablePlugin, withoutChunkAssetPlugin } from './routeChunkTable';

/** theme-classic's client module that puts nprogress (the navigation progress bar) on every page. */
export const NPROGRESS_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/;

/** theme-common's leading-emoji helper for DocCard. */
export const EMOJI_UTILS = /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils(\.js)?$/;

/** @docusaurus/core's `window.docusaurus` (route prefetch and preload). */
export const ROUTE_PREFETCH_MODULE = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/;

/** The generated route-chunk registry every page's main bundle carries. */
export const ROUTE_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** The generated route table, also in every page's main bundle. */
export const ROUTES = /[\\/]\.docusaurus[\\/]routes\.js$/;

/** The generated table of each route's chunk names, also in every page's main bundle. */
export const ROUTES_CHUNK_NAMES = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;

/** The generated global data of all plugins, also in every page's main bundle. */
export const GLOBAL_DATA = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/** The generated site config, also in every page's main bundle. */
export const SITE_CONFIG = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/** Exact import of the package whose CommonJS index pulls in all of tslib. */
export const UTILS_COMMON = /^@docusaurus\/utils-common$/;

/** The Docusaurus version every replacement here was written for (UPGRADING.md). */
const DOCUSAURUS = '3.10.2';
const THEME_CLASSIC = { package: '@docusaurus/theme-classic', version: DOCUSAURUS };
const THEME_COMMON = { package: '@docusaurus/theme-common', version: DOCUSAURUS };
const CORE = { package: '@docusaurus/core', version: DOCUSAURUS };

/**
 * Small modules that several route chunks of one page share. Docusaurus's split-chunks rules
 * leave a shared module under 20 kB where it is, or copy it into each split chunk whose chunk
 * set it covers, so a doc page loaded Collapsible twice (docs layout and MDX components) and the
 * sidebar store twice (DocRoot and the page's sidebar). Each family gets one chunk of its own;
 * a plugin declares its own families (plugins/docs-page-data: the docs routes' shell).
 * (MDX's provider, shared the same way by every content chunk, loads with `main` instead: as a
 * chunk of its own, each of ~350 `import()`s in `registry.js` would name it.)
 */
export const SHARED_ROUTE_MODULES = {
  collapsible:
    /@docusaurus[\\/]theme-common[\\/]lib[\\/](components[\\/]Collapsible[\\/]index|utils[\\/]accessibilityUtils)\.js$/,
} as const;

/** One named async chunk per family above, whatever its size. */
export function sharedRouteModuleGroups(): Record<string, object> {
  return Object.fromEntries(
    Object.entries(SHARED_ROUTE_MODULES).map(([name, test]) => [
      `bundle-trim-${name}`,
      { test, name, chunks: 'async', enforce: true, priority: 45 },
    ]),
  );
}

/**
 * CommonJS packages with no side effects that do not say so in their package.json, so the
 * bundler keeps them whenever a module imports them, used or not: react-router imports
 * `hoist-non-react-statics` for `withRouter` (which nothing here calls) and `react-is` and
 * `prop-types` for development-only prop checks (~1.2 KB gzip of `main`).
 */
export const SIDE_EFFECT_FREE_PACKAGES =
  /[\\/]node_modules[\\/](?:hoist-non-react-statics|react-is|prop-types)[\\/]/;

/** Chunk files named by id: the runtime then needs no chunk-name table to build their URLs. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

const fromHere = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/** The loaders below (and what they require): Rspack's persistent cache must drop its output when one changes. */
const LOADER_FILES = [
  'registryLoader.cjs',
  'routesLoader.cjs',
  'globalDataLoader.cjs',
  'siteConfigLoader.cjs',
  'emptyRoutesChunkNamesLoader.cjs',
  'chunkNames.cjs',
].map((file) => fromHere(`./${file}`));

/** Whether the build has Rspack's persistent cache on (Docusaurus sets it up, unless turned off). */
function hasPersistentCache(config: { experiments?: unknown }): boolean {
  const cache = (config.experiments as { cache?: unknown } | undefined)?.cache;
  return typeof cache === 'object' && cache !== null;
}

/** Keeps code that only some pages use out of what every page loads first; see README.md. */
export default function bundleTrimPlugin(context: LoadContext): Plugin {
  return {
    name: 'bundle-trim',
    getClientModules() {
      return [fromHere('../client/mdxReactInMain.ts')];
    },
    configureWebpack(config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      const inBothBuilds: ModuleReplacement[] = [
        {
          what: "theme-common's emoji helper for DocCard",
          pattern: EMOJI_UTILS,
          replacement: fromHere('../client/emojiUtils.ts'),
          target: THEME_COMMON,
        },
        {
          what: "theme-classic's nprogress client module (loaded on first interaction)",
          pattern: NPROGRESS_CLIENT_MODULE,
          replacement: fromHere('../client/lazyNprogressClientModule.ts'),
          target: THEME_CLASSIC,
        },
      ];
      const plugins = guardedReplacements(
        'bundle-trim',
        context.siteDir,
        NormalModuleReplacementPlugin,
        inBothBuilds,
      );
      // The dev server keeps Docusaurus's own chunk names and registry.
      if (isServer || config.mode !== 'production') return { plugins };
      // The route chunk table leaves the runtime for a file of its own (routeChunkTable.ts).
      config.plugins = withoutChunkAssetPlugin(config.plugins ?? []);
      return {
        plugins: [
          ...plugins,
          new RouteChunkTablePlugin(),
          ...guardedReplacements('bundle-trim', context.siteDir, NormalModuleReplacementPlugin, [
            {
              what: "core's route prefetching (window.docusaurus)",
              pattern: ROUTE_PREFETCH_MODULE,
              replacement: fromHere('../client/routePrefetch.ts'),
              target: CORE,
            },
            {
              what: "utils-common's index, which pulls in all of tslib",
              pattern: UTILS_COMMON,
              replacement: fromHere('../client/utilsCommon.ts'),
              target: { package: '@docusaurus/utils-common', version: DOCUSAURUS },
            },
          ]),
        ],
        output: { chunkFilename: CHUNK_FILENAME },
        optimization: { splitChunks: { cacheGroups: sharedRouteModuleGroups() } },
        ...(hasPersistentCache(config)
          ? { experiments: { cache: { buildDependencies: LOADER_FILES } } }
          : {}),
        module: {
          rules: [
            { test: SIDE_EFFECT_FREE_PACKAGES, sideEffects: false },
            { test: ROUTE_REGISTRY, enforce: 'pre', use: [{ loader: fromHere('./registryLoader.cjs') }] },
            { test: ROUTES, enforce: 'pre', use: [{ loader: fromHere('./routesLoader.cjs') }] },
            // The loader turns the JSON module into JavaScript.
            {
              test: GLOBAL_DATA,
              enforce: 'pre',
              type: 'javascript/auto',
              use: [{ loader: fromHere('./globalDataLoader.cjs') }],
            },
            { test: SITE_CONFIG, enforce: 'pre', use: [{ loader: fromHere('./siteConfigLoader.cjs') }] },
            {
              test: ROUTES_CHUNK_NAMES,
              enforce: 'pre',
              use: [{ loader: fromHere('./emptyRoutesChunkNamesLoader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
