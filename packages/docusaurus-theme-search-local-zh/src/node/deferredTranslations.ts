/**
 * Docusaurus puts every code translation in every page's main bundle. Of this package's strings,
 * only the search button's label is on every page; the others (the modal's, the search page's:
 * ~0.7 KB gzip in Simplified Chinese) are needed only once search opens. In production client
 * builds they are taken out of `.docusaurus/codeTranslations.json` (`deferTranslationsLoader.cjs`)
 * and written, with the site's overrides, to two modules: the search page's strings (also loaded
 * by the modal, which shares some) and the modal's own (`client/deferredTranslations.ts` and
 * `client/deferredModalTranslations.ts` put them back before translating). Server rendering, the
 * dev server and `docusaurus write-translations` see all of them as usual.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler } from 'webpack';
import { PLUGIN_NAME } from '../shared/pluginData.ts';
import { readCodeTranslations } from './translations.ts';

/** The ids the search button uses: they stay in the main bundle. */
export const EAGER_TRANSLATION_IDS: readonly string[] = ['theme.SearchLocal.button.label'];

/** Where each group of deferred strings is written (`@generated/…`), by what loads it. */
export const DEFERRED_TRANSLATION_MODULES = {
  /** The search page's strings and those it shares with the modal. */
  page: `${PLUGIN_NAME}/codeTranslations.page.json`,
  /** The modal's own strings (`theme.SearchLocal.modal.*`), which the search page never shows. */
  modal: `${PLUGIN_NAME}/codeTranslations.modal.json`,
} as const;

export type DeferredGroup = keyof typeof DEFERRED_TRANSLATION_MODULES;

/** The group a deferred id is written to. */
export function deferredGroupOf(id: string): DeferredGroup {
  return id.startsWith('theme.SearchLocal.modal.') ? 'modal' : 'page';
}

/** Docusaurus's generated code translations: the module the loader rewrites. */
export const CODE_TRANSLATIONS = /[\\/]\.docusaurus[\\/]codeTranslations\.json$/;

/** Every id of the package (the English strings list them all), less the eager ones. */
export function deferredTranslationIds(): string[] {
  return Object.keys(readCodeTranslations('en'))
    .filter((id) => !EAGER_TRANSLATION_IDS.includes(id))
    .sort();
}

/**
 * The deferred strings as the main bundle would have held them: the package's defaults for the
 * locale, then the site's `i18n/<locale>/code.json` (Docusaurus's order); an id with neither is
 * left out, so `translate()` falls back on its English message as it would have.
 */
export function deferredMessages(
  ids: readonly string[],
  defaults: Readonly<Record<string, string>>,
  siteTranslations: Readonly<Record<string, string>>,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const id of ids) {
    const message = siteTranslations[id] ?? defaults[id];
    if (message !== undefined) messages[id] = message;
  }
  return messages;
}

/** Writes the deferred strings for the build's locale, one file per group. */
export function writeDeferredTranslations(
  generatedFilesDir: string,
  locale: string,
  siteTranslations: Readonly<Record<string, string>>,
): void {
  const defaults = readCodeTranslations(locale);
  const ids = deferredTranslationIds();
  for (const [group, module] of Object.entries(DEFERRED_TRANSLATION_MODULES)) {
    const file = path.join(generatedFilesDir, module);
    mkdirSync(path.dirname(file), { recursive: true });
    const groupIds = ids.filter((id) => deferredGroupOf(id) === group);
    writeFileSync(
      file,
      `${JSON.stringify(deferredMessages(groupIds, defaults, siteTranslations), null, 2)}\n`,
    );
  }
}

/** The deferred ids a script names (as a quoted string). */
export function deferredIdsNamed(code: string, ids: readonly string[]): string[] {
  return ids.filter(
    (id) => code.includes(`"${id}"`) || code.includes(`'${id}'`) || code.includes(`\`${id}\``),
  );
}

const CHECK_NAME = `${PLUGIN_NAME}-DeferredTranslationsCheck`;

/**
 * Fails the client build if a script every page loads (an initial chunk) names a deferred id: the
 * loader did not take it out, or code there translates it (it would show English until search
 * opens).
 */
export class DeferredTranslationsCheck {
  constructor(private readonly ids: readonly string[]) {}

  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CHECK_NAME, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CHECK_NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const initialFiles = new Set<string>();
          for (const chunk of compilation.chunks) {
            if (chunk.canBeInitial()) for (const file of chunk.files) initialFiles.add(file);
          }
          for (const file of initialFiles) {
            if (!file.endsWith('.js')) continue;
            const code = compilation.getAsset(file)?.source.source().toString() ?? '';
            for (const id of deferredIdsNamed(code, this.ids)) {
              compilation.errors.push(
                new WebpackError(
                  `${PLUGIN_NAME}: ${file}, loaded by every page, names the deferred string "${id}"`,
                ),
              );
            }
          }
        },
      );
    });
  }
}
