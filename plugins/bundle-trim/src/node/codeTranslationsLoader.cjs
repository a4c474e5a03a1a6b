// @ts-check
/**
 * Rspack loader for `.docusaurus/codeTranslations.json` in the client build only: drops the ids
 * given in the `drop` option (translations only theme modules this build leaves out use; see
 * codeTranslations.ts, which also fails the build if an emitted script names a dropped id).
 */

/**
 * @param {string} source codeTranslations.json: id → translated message
 * @param {readonly string[]} drop
 * @returns {string} the same JSON without the dropped ids
 */
function withoutTranslations(source, drop) {
  /** @type {unknown} */
  const translations = JSON.parse(source);
  if (typeof translations !== 'object' || translations === null || Array.isArray(translations)) {
    throw new Error('bundle-trim: codeTranslations.json is not an object');
  }
  const dropped = new Set(drop);
  return JSON.stringify(Object.fromEntries(Object.entries(translations).filter(([id]) => !dropped.has(id))));
}

/**
 * @this {{ getOptions(): { drop?: string[] } }}
 * @param {string} source
 */
function codeTranslationsLoader(source) {
  return withoutTranslations(source, this.getOptions().drop ?? []);
}

module.exports = codeTranslationsLoader;
module.exports.withoutTranslations = withoutTranslations;
