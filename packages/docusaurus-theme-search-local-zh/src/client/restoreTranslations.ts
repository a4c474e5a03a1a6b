import codeTranslations from '@generated/codeTranslations';

/**
 * Puts strings that production client builds keep out of every page's main bundle
 * (`node/deferredTranslations.ts`) back among Docusaurus's code translations, where `translate()`
 * reads them. Where the main bundle still has them (server rendering, the dev server), nothing
 * changes.
 */
export function restoreTranslations(messages: Readonly<Record<string, string>>): void {
  for (const [id, message] of Object.entries(messages)) codeTranslations[id] ??= message;
}
