// @ts-check
/* global module */
/**
 * Rspack loader for `.docusaurus/registry.js` in the client build only. Each entry is
 * `[load, "module path", require.resolveWeak("module path")]`; the middle string only
 * tells server rendering which modules a page used, so the browser bundle drops it
 * (a plain JS loader: Rspack loads loaders with Node's own require).
 */

const MODULE_PATH = /, "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

/**
 * @param {string} source registry.js as Docusaurus writes it
 * @returns {string} the same registry with every entry's module path emptied
 */
function stripRegistryModulePaths(source) {
  return source.replace(MODULE_PATH, ', "", require.resolveWeak(');
}

/** @param {string} source */
module.exports = function registryLoader(source) {
  return stripRegistryModulePaths(source);
};
module.exports.stripRegistryModulePaths = stripRegistryModulePaths;
