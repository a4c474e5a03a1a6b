import type { Plugin } from '@docusaurus/types';

/** Off unless BUNDLE_STATS=1; see README.md. */
export default function bundleStatsPlugin(): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.BUNDLE_STATS !== '1') return {};
      return { devtool: 'hidden-source-map' };
    },
  };
}
