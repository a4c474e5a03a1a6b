import { fileURLToPath } from 'node:url';
import type { Plugin, PostCssOptions } from '@docusaurus/types';

/** The docs plugin's client entry imports its helpers by this request. */
export const DOCS_CLIENT_UTILS_REQUEST = /^\.\/docsClientUtils(\.js)?$/;

/**
 * The site has no PostCSS config file: postcss-loader is told so (`config: false`) instead of
 * searching ~27 file names in every folder above every CSS file. Docusaurus's PostCSS plugins stay.
 */
export function withoutConfigSearch(options: PostCssOptions): PostCssOptions {
  return { ...options, config: false };
}

const fromHere = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/** Work the build did for nothing, skipped; the output stays the same. See README.md. */
export default function buildSpeedPlugin(): Plugin {
  return {
    name: 'build-speed',
    configurePostCss: withoutConfigSearch,
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            DOCS_CLIENT_UTILS_REQUEST,
            fromHere('../client/docsClientUtils.ts'),
          ),
        ],
      };
    },
  };
}
