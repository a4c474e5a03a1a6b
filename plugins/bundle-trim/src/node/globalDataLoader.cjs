// @ts-check
/**
 * Rspack loader for `.docusaurus/globalData.json` in the client build only. The docs plugin's
 * global data lists every doc of every version as `{id, path, sidebar}` (~385 docs here), in
 * every page's main bundle, beside `routes.js`, which already holds each of those paths with its
 * `sidebar`. The module becomes JavaScript that rebuilds the same object as it loads: each doc
 * is its route in the route table (as a step from the previous doc's route, in depth-first
 * order) and its id, written only when it is not the path after the version's prefix.
 * The loader evaluates `routes.js`, decodes its own output against it and fails the build
 * unless that equals the JSON exactly.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * @typedef {{ path: string, sidebar?: unknown, routes?: RouteLike[] }} RouteLike
 * @typedef {number | [number, string]} DocRow
 */

/**
 * The routes, parents before their children, as they appear in `routes.js`.
 * Also written into the bundle (through toString): keep it self-contained.
 * @param {RouteLike[]} routes
 * @returns {RouteLike[]}
 */
function flattenRoutes(routes) {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.routes || [])]);
}

/**
 * Rebuilds a version's docs from the flat route table. Also written into the bundle.
 * @param {RouteLike[]} routes
 * @param {string} prefix
 * @param {DocRow[]} rows
 */
function expandDocs(routes, prefix, rows) {
  let index = 0;
  return rows.map((row) => {
    const [step, id] = typeof row === 'number' ? [row] : row;
    index += step;
    const route = routes[index];
    if (!route) throw new Error(`no route ${index} for a doc of the global data`);
    /** @type {{ id: string, path: string, sidebar?: unknown }} */
    const doc = { id: id ?? route.path.slice(prefix.length), path: route.path };
    if (route.sidebar !== undefined) doc.sidebar = route.sidebar;
    return doc;
  });
}

/**
 * @param {RouteLike[]} routes flat route table
 * @param {string} prefix
 * @param {unknown[]} docs the version's docs in the global data
 * @returns {DocRow[]}
 */
function compactDocs(routes, prefix, docs) {
  /** @type {Map<string, number>} */
  const indexByPath = new Map();
  routes.forEach((route, index) => {
    // Several routes share a parent's path (`/docs`); a doc is a leaf.
    if (!route.routes) indexByPath.set(route.path, index);
  });
  let previous = 0;
  return docs.map((doc) => {
    const { id, path: docPath } = /** @type {Record<string, unknown>} */ (doc);
    if (typeof id !== 'string' || typeof docPath !== 'string') {
      throw new Error(`bundle-trim: global doc of another shape: ${JSON.stringify(doc)}`);
    }
    const index = indexByPath.get(docPath);
    if (index === undefined) throw new Error(`bundle-trim: no route for the global doc ${docPath}`);
    const step = index - previous;
    previous = index;
    return docPath.startsWith(prefix) && id === docPath.slice(prefix.length) ? step : [step, id];
  });
}

/**
 * The route table of `routes.js` as the browser builds it, with ComponentCreator stubbed.
 * @param {string} source routes.js as Docusaurus writes it
 * @returns {RouteLike[]}
 */
function evaluateRoutes(source) {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  if (body === source || !body.includes('return '))
    throw new Error('bundle-trim: routes.js has another shape');
  return new Function('ComponentCreator', body)(() => null);
}

/**
 * @param {string} source globalData.json as Docusaurus writes it
 * @param {string} routesSource routes.js as Docusaurus writes it
 * @returns {string} a module whose default export is the same object
 */
function compactGlobalData(source, routesSource) {
  /** @type {Record<string, Record<string, any>>} */
  const data = JSON.parse(source);
  const routes = flattenRoutes(evaluateRoutes(routesSource));
  /** @type {string[]} */
  const calls = [];
  if (source.includes('\\u0000')) throw new Error('bundle-trim: globalData.json holds a NUL character');
  const compacted = structuredClone(data);
  for (const instance of Object.values(compacted[DOCS_PLUGIN] ?? {})) {
    if (!Array.isArray(instance.versions)) throw new Error('bundle-trim: docs global data without versions');
    for (const version of instance.versions) {
      if (typeof version.path !== 'string' || !Array.isArray(version.docs)) {
        throw new Error('bundle-trim: docs global data version without path and docs');
      }
      const prefix = version.path.endsWith('/') ? version.path : `${version.path}/`;
      const rows = compactDocs(routes, prefix, version.docs);
      calls.push(`expandDocs(allRoutes, ${JSON.stringify(prefix)}, ${JSON.stringify(rows)})`);
      version.docs = `\u0000docs${calls.length - 1}\u0000`;
    }
  }
  const body = JSON.stringify(compacted).replace(
    /"\\u0000docs(\d+)\\u0000"/g,
    (_, index) => calls[Number(index)] ?? '',
  );
  const code = `${flattenRoutes.toString()}\n${expandDocs.toString()}\nconst allRoutes = flattenRoutes(routes);\n`;
  const decoded = new Function('routes', `${code}return ${body};`)(evaluateRoutes(routesSource));
  if (!isDeepStrictEqual(decoded, data)) {
    throw new Error('bundle-trim: compact global data does not decode to globalData.json');
  }
  return `import routes from '@generated/routes';\n${code}export default ${body};\n`;
}

/**
 * The global data module, rebuilt from the routes (globalData.json).
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 */
function globalDataLoader(source) {
  const routesFile = path.join(path.dirname(this.resourcePath), 'routes.js');
  this.addDependency(routesFile);
  return compactGlobalData(source, readFileSync(routesFile, 'utf8'));
}

module.exports = globalDataLoader;
module.exports.compactGlobalData = compactGlobalData;
