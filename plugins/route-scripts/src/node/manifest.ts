/**
 * react-loadable's client manifest (`.docusaurus/client-manifest.json`), as far as Docusaurus's
 * server render reads it: `origins` maps what a page reported rendering to chunk ids, `assets`
 * maps chunk ids to their files.
 */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, unknown>;
}

/** One async chunk group of the client build: the `import()` requests that create it and its chunks. */
export interface RequestedChunkGroup {
  requests: readonly string[];
  chunkIds: readonly string[];
}

/**
 * The manifest with each `import()` request as an origin of its chunk group's chunks (added to what
 * it already lists). Docusaurus's server render looks up the module paths a page rendered
 * (`"@theme/DocItem"`, `"@site/docs/….md"`) there; under webpack 5 and Rspack the manifest keys
 * chunks only by name or id, so no route chunk was ever found.
 */
export function withRequestOrigins(
  manifest: ClientManifest,
  groups: readonly RequestedChunkGroup[],
): ClientManifest {
  const origins: Record<string, string[]> = { ...manifest.origins };
  for (const { requests, chunkIds } of groups) {
    for (const request of requests) {
      const known = new Set(origins[request] ?? []);
      for (const id of chunkIds) known.add(id);
      origins[request] = [...known];
    }
  }
  return { ...manifest, origins };
}
