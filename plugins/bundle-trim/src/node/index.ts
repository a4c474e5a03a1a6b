import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { guardedReplacements, type ModuleReplacement } from '../../../shared/guardedReplacement';
import { navbarModulesPattern, unusedNavbarModules } from './navbarItems';
import {
  themeClassicModulePattern,
  unneededContentDrivenModules,
  type ContentDrivenModule,
} from './contentDrivenModules';
import { RouteChunkTablePlugin, withoutChunkAssetPlugin } from './routeChunkTable';
import {
  DroppedTranslationsCheck,
  replacementPatterns,
  translationsOfReplacedModules,
} from './codeTranslations';

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

/** The generated code translations (theme strings), also in every page's main bundle. */
export const CODE_TRANSLATIONS = /[\\/]\.docusaurus[\\/]codeTranslations\.json$/;

/** The generated site config, also in every page's main bundle. */
export const SITE_CONFIG = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/** react-loadable, which Docusaurus's ComponentCreator makes route components with. */
export const REACT_LOADABLE = /^react-loadable$/;

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
  'codeTranslationsLoader.cjs',
].map((file) => fromHere(`./${file}`));

/** Whether the build has Rspack's persistent cache on (Docusaurus sets it up, unless turned off). */
function hasPersistentCache(config: { experiments?: unknown }): boolean {
  const cache = (config.experiments as { cache?: unknown } | undefined)?.cache;
  return typeof cache === 'object' && cache !== null;
}

/** Keeps code that only some pages use out of what every page loads first; see README.md. */
export default function bundleTrimPlugin(context: LoadContext): Plugin {
  const navbar = (context.siteConfig.themeConfig as { navbar?: { items?: unknown[] } }).navbar;
  const unusedNavbarItems = navbarModulesPattern(unusedNavbarModules(navbar?.items ?? []));
  // Known once all plugins have loaded their content (before any bundler config is made).
  let unneededModules: readonly ContentDrivenModule[] = [];
  return {
    name: 'bundle-trim',
    allContentLoaded({ allContent }) {
      unneededModules = unneededContentDrivenModules(allContent);
    },
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
        ...(unusedNavbarItems
          ? [
              {
                what: 'navbar item types the config does not use',
                pattern: unusedNavbarItems,
                replacement: fromHere('../client/unbundledNavbarItem.ts'),
                target: THEME_CLASSIC,
              },
            ]
          : []),
        ...unneededModules.map(({ file, standIn }) => ({
          what: `theme-classic's ${file}, which no content uses`,
          pattern: themeClassicModulePattern(file),
          replacement: fromHere(standIn),
          target: THEME_CLASSIC,
        })),
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
      // Translations only replaced theme modules use (plugins before this one have added theirs).
      const droppedTranslations = translationsOfReplacedModules(
        context.siteDir,
        replacementPatterns([...config.plugins, ...plugins]),
      );
      return {
        plugins: [
          ...plugins,
          new RouteChunkTablePlugin(),
          new DroppedTranslationsCheck(droppedTranslations),
          ...guardedReplacements('bundle-trim', context.siteDir, NormalModuleReplacementPlugin, [
            {
              what: "core's route prefetching (window.docusaurus)",
              pattern: ROUTE_PREFETCH_MODULE,
              replacement: fromHere('../client/routePrefetch.ts'),
              target: CORE,
            },
            {
              what: "react-loadable's browser part",
              pattern: REACT_LOADABLE,
              replacement: fromHere('../client/loadable.ts'),
              target: { package: 'react-loadable', version: '6.0.0' },
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
              test: CODE_TRANSLATIONS,
              enforce: 'pre',
              use: [
                { loader: fromHere('./codeTranslationsLoader.cjs'), options: { drop: droppedTranslations } },
              ],
            },
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
