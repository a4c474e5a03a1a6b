import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin, PostCssOptions } from '@docusaurus/types';
import { guardedReplacements } from '../../../shared/guardedReplacement';

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
export default function buildSpeedPlugin(context: LoadContext): Plugin {
  return {
    name: 'build-speed',
    configurePostCss: withoutConfigSearch,
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: guardedReplacements(
          'build-speed',
          context.siteDir,
          currentBundler.instance.NormalModuleReplacementPlugin,
          [
            {
              what: "the docs plugin's client helpers",
              pattern: DOCS_CLIENT_UTILS_REQUEST,
              replacement: fromHere('../client/docsClientUtils.ts'),
              target: { package: '@docusaurus/plugin-content-docs', version: '3.10.2' },
            },
          ],
        ),
      };
    },
  };
}
