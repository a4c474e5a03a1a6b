import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/** The package Docusaurus's client entry and `@docusaurus/Head` import. */
export const HELMET_PACKAGE = /^react-helmet-async$/;

/** Replaces react-helmet-async in the browser build only; the server render keeps it (see README.md). */
export default function headTagsPlugin(): Plugin {
  return {
    name: 'head-tags',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      const replacement = fileURLToPath(new URL('../client/index.tsx', import.meta.url));
      return { plugins: [new NormalModuleReplacementPlugin(HELMET_PACKAGE, replacement)] };
    },
  };
}
