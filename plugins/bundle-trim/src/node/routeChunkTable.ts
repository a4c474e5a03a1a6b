import { createHash } from 'node:crypto';
import type { Compilation, Compiler } from 'webpack';

/**
 * Docusaurus's `ChunkAssetPlugin` writes a chunk name → chunk id table of all ~470 route chunks
 * into `runtime~main` (as `__webpack_require__.gca`), though only prefetching reads it, at idle
 * time. This plugin writes the table to a content-hashed JSON file instead and leaves the
 * runtime only its URL and the id → URL step; `src/client/routeChunkUrlsLoader.ts` fetches the
 * table on the first prefetch.
 */

/** Runtime global with the table file's URL (a string, public path included). */
export const TABLE_URL_GLOBAL = '__webpack_require__.gct';
/** Runtime global turning a chunk id into its script URL (Docusaurus's name, new meaning). */
export const CHUNK_URL_GLOBAL = '__webpack_require__.gca';
/** The name Docusaurus's plugin has in the client configuration. */
export const DOCUSAURUS_CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

const PLUGIN_NAME = 'bundle-trim-RouteChunkTable';

export type RouteChunkTable = Record<string, string | number>;

/** Chunk name → chunk id, from the runtime chunk's id → name map; numeric ids as numbers. */
export function routeChunkTable(chunkIdToName: Readonly<Record<string, string>>): RouteChunkTable {
  const table: RouteChunkTable = {};
  for (const [id, name] of Object.entries(chunkIdToName).sort(([a], [b]) => a.localeCompare(b))) {
    if (Object.hasOwn(table, name)) throw new Error(`bundle-trim: two chunks are named ${name}`);
    table[name] = /^(0|[1-9]\d*)$/.test(id) ? Number(id) : id;
  }
  return table;
}

/** The table's file, named by the hash of its content like the chunks beside it. */
export function routeChunkTableFile(json: string): string {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  return `assets/js/route-chunks.${hash}.json`;
}

/** What the runtime keeps: the table's URL and chunk id → script URL. */
export function routeChunkRuntimeCode(file: string): string {
  return [
    `${TABLE_URL_GLOBAL} = __webpack_require__.p + ${JSON.stringify(file)};`,
    `${CHUNK_URL_GLOBAL} = function(chunkId) { return __webpack_require__.p + __webpack_require__.u(chunkId); };`,
  ].join('\n');
}

interface TableOfRuntime {
  file: string;
  json: string;
}

interface ChunkWithMaps {
  getChunkMaps(realHash: boolean): { name: Record<string, string> };
}

function tableOf(chunk: ChunkWithMaps): TableOfRuntime {
  const json = JSON.stringify(routeChunkTable(chunk.getChunkMaps(false).name));
  return { file: routeChunkTableFile(json), json };
}

/** Removes Docusaurus's plugin from a client configuration's plugin list; throws if it is absent. */
export function withoutChunkAssetPlugin<T>(plugins: readonly T[]): T[] {
  const kept = plugins.filter(
    (plugin) =>
      (plugin as { constructor?: { name?: string } } | null)?.constructor?.name !==
      DOCUSAURUS_CHUNK_ASSET_PLUGIN,
  );
  if (kept.length !== plugins.length - 1) {
    throw new Error(`bundle-trim: expected one ${DOCUSAURUS_CHUNK_ASSET_PLUGIN} in the client configuration`);
  }
  return kept;
}

/**
 * Adds the runtime code and emits each runtime chunk's table (one here: `runtime~main`). Both are
 * computed from the chunk's maps, so a runtime module the bundler's cache did not regenerate
 * still names the emitted file; after processing assets, the build fails if a runtime does not.
 */
export class RouteChunkTablePlugin {
  apply(compiler: Compiler): void {
    const { RuntimeModule, sources, Compilation: CompilationClass, WebpackError } = compiler.webpack;

    class RouteChunkTableRuntimeModule extends RuntimeModule {
      constructor() {
        super('RouteChunkTableRuntimeModule', RuntimeModule.STAGE_ATTACH);
        // As Docusaurus's module: generated once chunk ids and the chunk maps are final.
        this.fullHash = true;
      }

      override generate(): string {
        return routeChunkRuntimeCode(tableOf(this.chunk as unknown as ChunkWithMaps).file);
      }
    }

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation: Compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new RouteChunkTableRuntimeModule());
      });
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            const table = tableOf(chunk as unknown as ChunkWithMaps);
            compilation.emitAsset(table.file, new sources.RawSource(table.json));
          }
        },
      );
      compilation.hooks.afterProcessAssets.tap(PLUGIN_NAME, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          const { file } = tableOf(chunk as unknown as ChunkWithMaps);
          const named = [...chunk.files].some(
            (name) =>
              name.endsWith('.js') && compilation.getAsset(name)?.source.source().toString().includes(file),
          );
          if (!named)
            compilation.errors.push(new WebpackError(`bundle-trim: runtime chunk does not name ${file}`));
        }
      });
    });
  }
}
