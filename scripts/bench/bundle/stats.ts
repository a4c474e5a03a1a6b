/**
 * Reads the bundler's stats JSON (written by plugins/bundle-stats) to say why a
 * module is in the bundle: who imports it, up to an entry. Pure.
 */

export interface StatsReason {
  moduleName?: string | null;
  type?: string;
  userRequest?: string;
}

export interface StatsModule {
  name?: string;
  chunks?: (string | number)[];
  reasons?: StatsReason[];
  modules?: StatsModule[];
}

export interface StatsChunk {
  id?: string | number;
  files?: string[];
  initial?: boolean;
  names?: string[];
}

export interface StatsJson {
  chunks?: StatsChunk[];
  modules?: StatsModule[];
}

/** Every module, concatenated (scope-hoisted) ones replaced by their inner modules. */
export function flatModules(stats: StatsJson): StatsModule[] {
  const out: StatsModule[] = [];
  const visit = (module: StatsModule, chunks: StatsModule['chunks']): void => {
    if (module.modules && module.modules.length > 0) {
      for (const inner of module.modules) visit(inner, inner.chunks ?? chunks);
    } else out.push({ ...module, chunks: module.chunks ?? chunks });
  };
  for (const module of stats.modules ?? []) visit(module, module.chunks);
  return out;
}

/** `./a.js + 12 modules` (a scope-hoisted group) → `./a.js`, the group's root module. */
export function rootModuleName(name: string): string {
  return name.replace(/ \+ \d+ modules?$/, '');
}

/** Who imports a module, each importer once, in stats order. */
export function importersOf(module: StatsModule): { importer: string; request: string }[] {
  const seen = new Set<string>();
  const out: { importer: string; request: string }[] = [];
  for (const reason of module.reasons ?? []) {
    const importer = reason.moduleName ? rootModuleName(reason.moduleName) : `(${reason.type ?? 'entry'})`;
    const request = reason.userRequest ?? '';
    const key = `${importer}\u0000${request}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ importer, request });
  }
  return out;
}

/**
 * One import chain from an entry to `target` (module names, entry first), following
 * the first importer not yet visited; stops at an entry or a module without reasons.
 */
export function importChain(modules: readonly StatsModule[], target: string): string[] {
  const byName = new Map<string, StatsModule>();
  for (const module of modules) if (module.name && !byName.has(module.name)) byName.set(module.name, module);
  const chain = [target];
  const visited = new Set(chain);
  let current = byName.get(target);
  while (current) {
    const next = importersOf(current).find(
      ({ importer }) => !visited.has(importer) && !importer.startsWith('('),
    );
    if (!next) break;
    chain.unshift(next.importer);
    visited.add(next.importer);
    current = byName.get(next.importer);
  }
  return chain;
}

/** Chunk ids whose files include `file` (a file name such as `main.abc123.js`). */
export function chunkIdsForFile(stats: StatsJson, file: string): Set<string> {
  const ids = new Set<string>();
  for (const chunk of stats.chunks ?? [])
    if (chunk.files?.some((name) => name.endsWith(file)) && chunk.id !== undefined) ids.add(String(chunk.id));
  return ids;
}
