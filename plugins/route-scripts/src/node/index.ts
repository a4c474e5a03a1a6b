import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { withRequestOrigins, type ClientManifest, type RequestedChunkGroup } from './manifest';

/** What this plugin reads of a webpack or Rspack compilation. */
interface CompilationLike {
  chunkGroups: Iterable<{
    origins: readonly { request?: string | null }[];
    chunks: Iterable<{ ids?: readonly (string | number)[] | null }>;
  }>;
}

interface CompilerLike {
  hooks: { afterEmit: { tap(name: string, run: (compilation: CompilationLike) => void): void } };
}

const NAME = 'route-scripts';

/** The async chunk groups of a compilation, by the requests that load them. */
function requestedChunkGroups(compilation: CompilationLike): RequestedChunkGroup[] {
  const groups: RequestedChunkGroup[] = [];
  for (const group of compilation.chunkGroups) {
    const requests = group.origins.flatMap((origin) => (origin.request ? [origin.request] : []));
    if (requests.length === 0) continue;
    const chunkIds = [...group.chunks].flatMap((chunk) => (chunk.ids ?? []).map(String));
    groups.push({ requests, chunkIds });
  }
  return groups;
}

/** Rewrites the client manifest once the client build has written it (see `withRequestOrigins`). */
class RequestOriginsPlugin {
  constructor(private readonly manifestPath: string) {}
  apply(compiler: CompilerLike): void {
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      const updated = withRequestOrigins(manifest, requestedChunkGroups(compilation));
      writeFileSync(this.manifestPath, JSON.stringify(updated));
    });
  }
}

/**
 * Lists each page's route chunks as deferred scripts in its HTML, as Docusaurus's template intends,
 * so the browser fetches them beside `main` instead of after `main` has run; see README.md.
 */
export default function routeScriptsPlugin(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return { plugins: [new RequestOriginsPlugin(manifestPath)] };
    },
  };
}
