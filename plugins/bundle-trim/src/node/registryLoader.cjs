// @ts-check
/**
 * Rspack loader for `.docusaurus/registry.js` in the client build only. Each entry is
 * `[load, "module path", require.resolveWeak("module path")]`; the middle string only
 * tells server rendering which modules a page used, so the browser bundle drops it. The
 * chunk names become short ones (chunkNames.cjs). A plain JS loader: Rspack loads loaders
 * with Node's own require.
 */
const { registryChunkNames, renameRegistryChunks, shortChunkNames } = require('./chunkNames.cjs');

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
  const short = shortChunkNames(registryChunkNames(source));
  return renameRegistryChunks(stripRegistryModulePaths(source), short);
};
module.exports.stripRegistryModulePaths = stripRegistryModulePaths;
