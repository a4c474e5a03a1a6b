import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/** theme-classic's client module that loads Prism and the additional languages on every page. */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** The generated route-chunk registry every page's main bundle carries. */
export const ROUTE_REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** Exact import of the package whose CommonJS index pulls in all of tslib. */
export const UTILS_COMMON = '@docusaurus/utils-common$';

/** Chunk files named by id: the runtime then needs no chunk-name table to build their URLs. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

const fromHere = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/** Keeps code that only some pages use out of what every page loads first; see README.md. */
export default function bundleTrimPlugin(): Plugin {
  return {
    name: 'bundle-trim',
    configureWebpack(config, isServer, { currentBundler }) {
      const prism = new currentBundler.instance.NormalModuleReplacementPlugin(
        PRISM_CLIENT_MODULE,
        fromHere('../client/noPrismClientModule.ts'),
      );
      // The dev server keeps Docusaurus's own chunk names and registry.
      if (isServer || config.mode !== 'production') return { plugins: [prism] };
      return {
        plugins: [prism],
        resolve: { alias: { [UTILS_COMMON]: fromHere('../client/utilsCommon.ts') } },
        output: { chunkFilename: CHUNK_FILENAME },
        module: {
          rules: [
            { test: ROUTE_REGISTRY, enforce: 'pre', use: [{ loader: fromHere('./registryLoader.cjs') }] },
          ],
        },
      };
    },
  };
}
