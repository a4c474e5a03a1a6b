import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localesDir } from './packagePaths.ts';

/**
 * The locale files to try for a site locale, best first: the locale itself, Simplified Chinese
 * for `zh`, `zh-CN` and `zh-SG` (Traditional Chinese gets none: its readers see the English
 * defaults until a site translates them), then the bare language (`en` for `en-GB`).
 */
export function localeCandidates(locale: string): string[] {
  const language = locale.split('-')[0]!.toLowerCase();
  const simplified = /^zh(-(cn|sg|hans(-.*)?))?$/i.test(locale) ? ['zh-Hans'] : [];
  return [...new Set([locale, ...simplified, language])];
}

/**
 * The package's UI strings in a locale, for Docusaurus's code translations
 * (`getDefaultCodeTranslationMessages`): the site's `i18n/<locale>/code.json` overrides each,
 * and `translate()` falls back on the English message written in the code.
 */
export function readCodeTranslations(locale: string, dir: string = localesDir): Record<string, string> {
  for (const candidate of localeCandidates(locale)) {
    const file = path.join(dir, `${candidate}.json`);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  }
  return {};
}
