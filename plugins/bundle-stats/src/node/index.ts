import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** What the stats file keeps: enough to map chunks to files and modules to who imports them. */
const STATS_OPTIONS = {
  all: false,
  ids: true,
  chunks: true,
  chunkModules: false,
  chunkRelations: true,
  modules: true,
  nestedModules: true,
  reasons: true,
} as const;

interface StatsLike {
  toJson(options: typeof STATS_OPTIONS): unknown;
}

interface CompilerLike {
  hooks: { done: { tapPromise(name: string, callback: (stats: StatsLike) => Promise<void>): void } };
}

/** Writes the client compilation's stats as JSON once the build is done. */
class ClientStatsFile {
  constructor(private readonly file: string) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.done.tapPromise('bundle-stats', async (stats) => {
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFile(this.file, JSON.stringify(stats.toJson(STATS_OPTIONS)));
    });
  }
}

/** Off unless BUNDLE_STATS_DIR is set; see README.md. */
export default function bundleStatsPlugin(): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      const dir = process.env.BUNDLE_STATS_DIR;
      if (isServer || !dir) return {};
      return {
        devtool: 'hidden-source-map',
        plugins: [new ClientStatsFile(path.resolve(dir, 'client-stats.json'))],
      };
    },
  };
}
