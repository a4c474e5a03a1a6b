// @ts-check
/**
 * Rspack loader for `.docusaurus/registry.js` in the client build only. Each entry is
 * `[load, "module path", require.resolveWeak("module path")]`; ComponentCreator hands the last
 * two to react-loadable as `modules` and `webpack`, which only server rendering reads (to report
 * the modules a page used) and `preloadReady()`, which Docusaurus never calls in the browser (it
 * preloads a page's routes before rendering them). The browser bundle keeps `[load]`: no module
 * path, no second copy of each module id. The chunk names become short ones (chunkNames.cjs).
 * A plain JS loader: Rspack loads loaders with Node's own require.
 */
const { registryChunkNames, renameRegistryChunks, shortChunkNames } = require('./chunkNames.cjs');

const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const PATH_AND_WEAK_ID = new RegExp(`, ${STRING}, require\\.resolveWeak\\(${STRING}\\)\\]`, 'g');

/**
 * @param {string} source registry.js as Docusaurus writes it
 * @returns {string} the same registry with only each entry's loader
 */
function keepRegistryLoaders(source) {
  return source.replace(PATH_AND_WEAK_ID, ']');
}

/** @param {string} source */
module.exports = function registryLoader(source) {
  const short = shortChunkNames(registryChunkNames(source));
  return renameRegistryChunks(keepRegistryLoaders(source), short);
};
module.exports.keepRegistryLoaders = keepRegistryLoaders;
