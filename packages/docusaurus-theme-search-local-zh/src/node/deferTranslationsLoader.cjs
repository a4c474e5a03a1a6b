// @ts-check
/**
 * Rspack/webpack loader for `.docusaurus/codeTranslations.json` in the production client build:
 * drops the ids given in the `defer` option (the modal's and the search page's strings, which
 * `client/deferredTranslations.ts` puts back when search opens; see deferredTranslations.ts).
 */

/**
 * @param {string} source codeTranslations.json: id → translated message
 * @param {readonly string[]} defer
 * @returns {string} the same JSON without the deferred ids
 */
function withoutDeferred(source, defer) {
  /** @type {unknown} */
  const translations = JSON.parse(source);
  if (typeof translations !== 'object' || translations === null || Array.isArray(translations)) {
    throw new Error('docusaurus-theme-search-local-zh: codeTranslations.json is not an object');
  }
  const deferred = new Set(defer);
  return JSON.stringify(Object.fromEntries(Object.entries(translations).filter(([id]) => !deferred.has(id))));
}

/**
 * @this {{ getOptions(): { defer?: string[] } }}
 * @param {string} source
 */
function deferTranslationsLoader(source) {
  return withoutDeferred(source, this.getOptions().defer ?? []);
}

module.exports = deferTranslationsLoader;
module.exports.withoutDeferred = withoutDeferred;
