import type { Compilation, Compiler } from 'webpack';

/**
 * Code translation ids (`.docusaurus/codeTranslations.json`, in every page's `main`) that only
 * one theme-classic module (and what it alone imports) uses, by the module's file under
 * `theme-classic/lib/theme/`. `codeTranslations.test.ts` fails if another file of the theme,
 * the site or its plugins names one of them.
 */
export const TRANSLATIONS_ONLY_IN = {
  'NavbarItem/DropdownNavbarItem/index.js': [
    'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
    'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel',
  ],
  'NavbarItem/LocaleDropdownNavbarItem/index.js': ['theme.navbar.mobileLanguageDropdown.label'],
  'NavbarItem/DocsVersionDropdownNavbarItem.js': ['theme.navbar.mobileVersionsDropdown.label'],
  'DocVersionBanner/index.js': [
    'theme.docs.versions.latestVersionLinkLabel',
    'theme.docs.versions.latestVersionSuggestionLabel',
    'theme.docs.versions.unmaintainedVersionLabel',
    'theme.docs.versions.unreleasedVersionLabel',
  ],
  'DocVersionBadge/index.js': ['theme.docs.versionBadge.label'],
  'LastUpdated/index.js': [
    'theme.lastUpdated.atDate',
    'theme.lastUpdated.byUser',
    'theme.lastUpdated.lastUpdatedAtBy',
  ],
} as const satisfies Record<string, readonly string[]>;

/** Where a theme-classic module's file sits under a site (what module replacements match). */
export function themeClassicFile(siteDir: string, file: string): string {
  return `${siteDir}/node_modules/@docusaurus/theme-classic/lib/theme/${file}`;
}

/**
 * The ids only modules the build replaces use: those of each module whose file one of the
 * replacements matches (this plugin's navbar items and content-driven modules;
 * docs-page-sidebars' version notices).
 */
export function translationsOfReplacedModules(siteDir: string, replacements: readonly RegExp[]): string[] {
  const ids = Object.entries(TRANSLATIONS_ONLY_IN)
    .filter(([file]) => replacements.some((pattern) => pattern.test(themeClassicFile(siteDir, file))))
    .flatMap(([, moduleIds]) => moduleIds);
  return [...new Set(ids)].sort();
}

/**
 * The resource pattern of each module replacement plugin in a list of bundler plugins: webpack's
 * keeps it as `resourceRegExp`, Rspack's as the first of its `_args`.
 */
export function replacementPatterns(plugins: readonly unknown[]): RegExp[] {
  return plugins.flatMap((plugin) => {
    if ((plugin as object | null)?.constructor?.name !== 'NormalModuleReplacementPlugin') return [];
    const { resourceRegExp, _args } = plugin as { resourceRegExp?: unknown; _args?: unknown };
    const pattern = resourceRegExp ?? (Array.isArray(_args) ? _args[0] : undefined);
    return pattern instanceof RegExp ? [pattern] : [];
  });
}

/** Ids of `dropped` that a script names (as a quoted string), by script. */
export function droppedIdsNamed(
  scripts: Iterable<[file: string, code: string]>,
  dropped: readonly string[],
): [file: string, id: string][] {
  const found: [string, string][] = [];
  for (const [file, code] of scripts) {
    for (const id of dropped) {
      if (code.includes(`"${id}"`) || code.includes(`'${id}'`) || code.includes(`\`${id}\``))
        found.push([file, id]);
    }
  }
  return found;
}

const PLUGIN_NAME = 'bundle-trim-DroppedTranslationsCheck';

/** Fails the build if an emitted script names a dropped translation id (it would show English). */
export class DroppedTranslationsCheck {
  constructor(private readonly dropped: readonly string[]) {}

  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const scripts = compilation
            .getAssets()
            .filter(({ name }) => name.endsWith('.js'))
            .map(({ name, source }): [string, string] => [name, source.source().toString()]);
          for (const [file, id] of droppedIdsNamed(scripts, this.dropped)) {
            compilation.errors.push(
              new WebpackError(
                `bundle-trim: ${file} uses the code translation "${id}", which codeTranslations.ts drops`,
              ),
            );
          }
        },
      );
    });
  }
}
