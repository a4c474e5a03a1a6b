/**
 * Puts back the modal's and the search page's strings, which production client builds keep out of
 * every page's main bundle (`node/deferredTranslations.ts`), before any of them is translated:
 * modules that translate them import this module first. Elsewhere (server rendering, the dev
 * server) the main bundle still has them, and nothing changes.
 */
import codeTranslations from '@generated/codeTranslations';
import deferred from '@generated/docusaurus-theme-search-local-zh/codeTranslations.json';

for (const [id, message] of Object.entries(deferred)) codeTranslations[id] ??= message;
