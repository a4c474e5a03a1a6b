// @ts-check
/**
 * Rspack loaders for `.docusaurus/routes.js` and `.docusaurus/routesChunkNames.json` in the
 * client build only. Docusaurus writes each route as
 * `path: '/docs/x', component: ComponentCreator('/docs/x', 'abc')` and, in the JSON file, the
 * route's chunk names under the key `/docs/x-abc`: every path three times in every page's main
 * bundle, ~430 routes. Here each route becomes `...route('/docs/x', '0', {chunk names})`, a
 * helper that files the chunk names under the key `/docs/x-0` in the (now empty) JSON module's
 * object before calling ComponentCreator, which reads them from there, as prefetching does later.
 * The key's suffix only tells apart routes of the same path (`/docs` is three nested routes): the
 * n-th of a path gets n (base 36) instead of the route's 3-hex hash, which does not compress.
 * Chunk names are the short ones of chunkNames.cjs.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { registryChunkNames, renameRouteChunks, shortChunkNames } = require('./chunkNames.cjs');

const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
const PATH_AND_COMPONENT = /path: '([^'\\]*)',(\s*)component: ComponentCreator\('\1', '([^'\\]*)'\),/g;
const HELPER = `import routesChunkNames from '@generated/routesChunkNames';
const route = (path, hash, chunkNames) => {
  routesChunkNames[\`\${path}-\${hash}\`] = chunkNames;
  return { path, component: ComponentCreator(path, hash) };
};
`;

/**
 * @param {string} source routes.js as Docusaurus writes it
 * @param {Record<string, unknown>} chunkNames routesChunkNames.json, parsed
 * @returns {string} the routes, each path written once, each with its chunk names
 */
function inlineRouteChunkNames(source, chunkNames) {
  if (!source.includes(IMPORT))
    throw new Error('bundle-trim: routes.js does not import ComponentCreator as expected');
  const unused = new Set(Object.keys(chunkNames));
  /** Routes seen so far per path: the n-th route of a path gets the key `path-n` (base 36). */
  const seen = new Map();
  const body = source.replace(PATH_AND_COMPONENT, (_pair, routePath, _space, hash) => {
    const key = `${routePath}-${hash}`;
    if (!unused.delete(key)) throw new Error(`bundle-trim: routesChunkNames.json has no single entry ${key}`);
    const index = seen.get(routePath) ?? 0;
    seen.set(routePath, index + 1);
    return `...route('${routePath}', '${index.toString(36)}', ${JSON.stringify(chunkNames[key])}),`;
  });
  if (unused.size > 0) {
    throw new Error(`bundle-trim: routes.js has no route of the chunk names of ${[...unused].join(', ')}`);
  }
  return body.replace(IMPORT, IMPORT + HELPER);
}

/**
 * The routes table with chunk names inlined (routes.js).
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 */
function routesLoader(source) {
  const dir = path.dirname(this.resourcePath);
  const read = (/** @type {string} */ name) => {
    const file = path.join(dir, name);
    this.addDependency(file);
    return readFileSync(file, 'utf8');
  };
  const short = shortChunkNames(registryChunkNames(read('registry.js')));
  const chunkNames = /** @type {Record<string, unknown>} */ (
    renameRouteChunks(JSON.parse(read('routesChunkNames.json')), short)
  );
  return inlineRouteChunkNames(source, chunkNames);
}

/** routesChunkNames.json starts empty: routes.js fills it. */
function emptyRoutesChunkNamesLoader() {
  return '{}';
}

module.exports = routesLoader;
module.exports.inlineRouteChunkNames = inlineRouteChunkNames;
module.exports.emptyRoutesChunkNamesLoader = emptyRoutesChunkNamesLoader;
