import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { navbarModulesPattern, unusedNavbarModules } from './navbarItems';

/** theme-classic's client module that loads Prism and the additional languages on every page. */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

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
export const UTILS_COMMON = '@docusaurus/utils-common$';

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
  const navbar = (context.siteConfig.themeConfig as { navbar?: { items?: unknown[] } }).navbar;
  const unusedNavbarItems = navbarModulesPattern(unusedNavbarModules(navbar?.items ?? []));
  return {
    name: 'bundle-trim',
    configureWebpack(config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      const plugins = [
        new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, fromHere('../client/noPrismClientModule.ts')),
        new NormalModuleReplacementPlugin(EMOJI_UTILS, fromHere('../client/emojiUtils.ts')),
        new NormalModuleReplacementPlugin(
          NPROGRESS_CLIENT_MODULE,
          fromHere('../client/lazyNprogressClientModule.ts'),
        ),
        ...(unusedNavbarItems
          ? [
              new NormalModuleReplacementPlugin(
                unusedNavbarItems,
                fromHere('../client/unbundledNavbarItem.ts'),
              ),
            ]
          : []),
      ];
      // The dev server keeps Docusaurus's own chunk names and registry.
      if (isServer || config.mode !== 'production') return { plugins };
      return {
        plugins: [
          ...plugins,
          new NormalModuleReplacementPlugin(ROUTE_PREFETCH_MODULE, fromHere('../client/routePrefetch.ts')),
        ],
        resolve: { alias: { [UTILS_COMMON]: fromHere('../client/utilsCommon.ts') } },
        output: { chunkFilename: CHUNK_FILENAME },
        ...(hasPersistentCache(config)
          ? { experiments: { cache: { buildDependencies: LOADER_FILES } } }
          : {}),
        module: {
          rules: [
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
