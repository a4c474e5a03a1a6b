// @ts-check
/**
 * Rspack loader for `.docusaurus/docusaurus.config.mjs` in the client build only. Docusaurus writes
 * the whole site config into every page's main bundle, including the options of each plugin,
 * preset and theme (sidebar paths, remark plugins, Prism themes, search options…). Only Node reads
 * those: the browser's theme and plugins read `themeConfig`, `customFields` and the site-wide
 * settings. The lists are kept (empty) so the config keeps its shape.
 */

/** Config keys only the Node side (plugin loading) reads. */
const NODE_ONLY_KEYS = ['plugins', 'presets', 'themes'];

const MODULE = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

/**
 * @param {string} source docusaurus.config.mjs as Docusaurus writes it
 * @returns {string} the same module without the plugin, preset and theme options
 */
function withoutNodeOnlyConfig(source) {
  const match = MODULE.exec(source);
  if (!match) throw new Error('bundle-trim: docusaurus.config.mjs is not `export default {…};`');
  const [, head = '', body = ''] = match;
  /** @type {Record<string, unknown>} */
  const config = JSON.parse(body);
  for (const key of NODE_ONLY_KEYS) {
    if (!Array.isArray(config[key])) throw new Error(`bundle-trim: site config has no ${key} list`);
    config[key] = [];
  }
  return `${head}${JSON.stringify(config)};\n`;
}

module.exports = withoutNodeOnlyConfig;
module.exports.withoutNodeOnlyConfig = withoutNodeOnlyConfig;
module.exports.NODE_ONLY_KEYS = NODE_ONLY_KEYS;
