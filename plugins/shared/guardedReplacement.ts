/**
 * The one way the site's plugins replace a module of Docusaurus, React or another package.
 * Each replacement names the package and version it was written for. The build fails:
 * - when that package is installed at another version (re-check the patch: UPGRADING.md);
 * - when the pattern matched no module (the replacement file is not in the build): the module
 *   moved or was renamed, and the patch would otherwise stop working without a sound.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack';

export interface ModuleReplacement {
  /** What is replaced and why, in a few words (for messages). */
  what: string;
  /** The requests or resolved paths it replaces. */
  pattern: RegExp;
  /** The absolute path of the file put in their place. */
  replacement: string;
  /**
   * The package whose module is replaced, at the version this replacement was written for.
   * Left out when the replaced module is the site's own code.
   */
  target?: { package: string; version: string };
}

/** The bundler's NormalModuleReplacementPlugin (webpack's and Rspack's take the same arguments). */
type ReplacementPluginClass = new (pattern: RegExp, replacement: string) => WebpackPluginInstance;

/** The installed version of a package, read from the site's node_modules. */
export function installedVersion(siteDir: string, packageName: string): string | undefined {
  try {
    const manifest = path.join(siteDir, 'node_modules', packageName, 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

/** Why a replacement must not be used with what is installed, or undefined when it may. */
export function versionProblem(
  owner: string,
  replacement: ModuleReplacement,
  installed: string | undefined,
): string | undefined {
  if (!replacement.target) return undefined;
  const { package: name, version } = replacement.target;
  if (installed === version) return undefined;
  return (
    `${owner}: "${replacement.what}" was written for ${name}@${version}, but ` +
    `${installed ? `${name}@${installed} is installed` : `${name} is not installed`}. ` +
    'Re-check what it assumes (UPGRADING.md), then update its target version.'
  );
}

/** The replacements whose file is not among the compiled modules' paths: their pattern matched nothing. */
export function unmatchedReplacements(
  replacements: readonly ModuleReplacement[],
  modulePaths: ReadonlySet<string>,
): ModuleReplacement[] {
  return replacements.filter((replacement) => !modulePaths.has(replacement.replacement));
}

/** Fails the compilation when a replacement's pattern matched no module. */
class ReplacementsUsedCheck implements WebpackPluginInstance {
  constructor(
    private readonly owner: string,
    private readonly replacements: readonly ModuleReplacement[],
  ) {}

  apply(compiler: Compiler): void {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(`${this.owner}-replacements`, (compilation: Compilation) => {
      compilation.hooks.finishModules.tap(`${this.owner}-replacements`, (modules) => {
        const paths = new Set<string>();
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (resource) paths.add(resource.split('?')[0]!);
        }
        for (const replacement of unmatchedReplacements(this.replacements, paths)) {
          compilation.errors.push(
            new WebpackError(
              `${this.owner}: "${replacement.what}" replaced nothing: ${replacement.pattern} matched no ` +
                `module${replacement.target ? ` of ${replacement.target.package}@${replacement.target.version}` : ''}. ` +
                'The module moved or was renamed: find it, fix the pattern, and re-measure the patch (UPGRADING.md).',
            ),
          );
        }
      });
    });
  }
}

/**
 * Bundler plugins for a plugin's module replacements: one NormalModuleReplacementPlugin each, and
 * a check that each replaced something. Throws (failing the build) on a version mismatch.
 */
export function guardedReplacements(
  owner: string,
  siteDir: string,
  ReplacementPlugin: ReplacementPluginClass,
  replacements: readonly ModuleReplacement[],
): WebpackPluginInstance[] {
  for (const replacement of replacements) {
    if (!replacement.target) continue;
    const problem = versionProblem(owner, replacement, installedVersion(siteDir, replacement.target.package));
    if (problem) throw new Error(problem);
  }
  if (replacements.length === 0) return [];
  return [
    ...replacements.map(({ pattern, replacement }) => new ReplacementPlugin(pattern, replacement)),
    new ReplacementsUsedCheck(owner, replacements),
  ];
}
