/** The packages a source file imports, and which of them package.json does not declare (pure). */
import { builtinModules } from 'node:module';

/** Static imports and re-exports, side-effect imports, import(), require() and require.resolve(). */
const SPECIFIERS =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm;

/** Module names the bundler provides, not packages: theme and generated aliases, the site itself. */
const BUNDLER_ALIASES = /^@(?:theme|theme-original|theme-init|generated|site)(?:\/|$)/;

/** The package a bare specifier names (@scope/name/sub → @scope/name), or undefined for paths. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined;
  if (BUNDLER_ALIASES.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name)) return undefined;
  return builtinModules.includes(name) ? undefined : name;
}

/** Every bare specifier a source file imports. */
export function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIERS)].map((match) => match[2]!);
}

/**
 * Specifiers no declared package provides. `aliases` are modules Docusaurus's bundler maps
 * (`@docusaurus/Link`…), declared by @docusaurus/module-type-aliases.
 */
export function undeclaredImports(
  specifiers: readonly string[],
  declared: ReadonlySet<string>,
  aliases: ReadonlySet<string>,
): string[] {
  const missing = new Set<string>();
  for (const specifier of specifiers) {
    if (aliases.has(specifier)) continue;
    const name = packageOf(specifier);
    if (!name || declared.has(name) || declared.has(`@types/${name}`)) continue;
    missing.add(name);
  }
  return [...missing].sort();
}

/** The module names a .d.ts declares with `declare module`, wildcards left out. */
export function declaredModules(typings: string): Set<string> {
  return new Set([...typings.matchAll(/declare module '([^'*]+)'/g)].map((match) => match[1]!));
}

/** The workspace folder (`packages/<name>`) a repository file belongs to, or undefined for the site's own files. */
export function workspaceOf(file: string, workspaces: readonly string[]): string | undefined {
  return workspaces.find((dir) => file.startsWith(`${dir}/`));
}
