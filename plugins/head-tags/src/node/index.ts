import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { guardedReplacements } from '../../../shared/guardedReplacement';

/** The package Docusaurus's client entry and `@docusaurus/Head` import. */
export const HELMET_PACKAGE = /^react-helmet-async$/;

/** Replaces react-helmet-async in the browser build only; the server render keeps it (see README.md). */
export default function headTagsPlugin(context: LoadContext): Plugin {
  return {
    name: 'head-tags',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: guardedReplacements(
          'head-tags',
          context.siteDir,
          currentBundler.instance.NormalModuleReplacementPlugin,
          [
            {
              what: 'react-helmet-async in the browser',
              pattern: HELMET_PACKAGE,
              replacement: fileURLToPath(new URL('../client/index.tsx', import.meta.url)),
              target: { package: 'react-helmet-async', version: '1.3.0' },
            },
          ],
        ),
      };
    },
  };
}
