// @ts-check
/**
 * Short chunk names for the route modules (client build only). Docusaurus names each route
 * module's chunk with an 8-hex hash ("0058b4c6"); the names are keys of `.docusaurus/registry.js`,
 * the values of `.docusaurus/routesChunkNames.json` and the keys of the runtime's name-to-id
 * table, all in what every page loads first. Hashes do not compress; "~0", "~1" … "~ck" do better.
 * Both generated files are renamed from the same registry, and any name outside it throws.
 */

const ENTRY = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ /gm;
const ANY_ENTRY = /^ {2}"/gm;

/**
 * @param {string} registry registry.js as Docusaurus writes it
 * @returns {string[]} each entry's chunk name, in file order
 */
function registryChunkNames(registry) {
  const names = [];
  for (const [, key = '', chunk = ''] of registry.matchAll(ENTRY)) {
    if (key !== chunk) throw new Error(`bundle-trim: registry key ${key} names chunk ${chunk}`);
    names.push(key);
  }
  const entries = registry.match(ANY_ENTRY)?.length ?? 0;
  if (names.length !== entries || names.length === 0) {
    throw new Error(`bundle-trim: ${names.length} of ${entries} registry entries have the expected shape`);
  }
  return names;
}

/**
 * @param {readonly string[]} names
 * @returns {Map<string, string>} original name → "~" + its index in base 36
 */
function shortChunkNames(names) {
  return new Map(names.map((name, index) => [name, `~${index.toString(36)}`]));
}

/**
 * @param {string} registry
 * @param {Map<string, string>} short
 * @returns {string} the registry with each entry's key and webpackChunkName renamed
 */
function renameRegistryChunks(registry, short) {
  return registry.replace(ENTRY, (_entry, name) => {
    const to = short.get(name);
    if (!to) throw new Error(`bundle-trim: no short name for chunk ${name}`);
    return `  "${to}": [() => import(/* webpackChunkName: "${to}" */ `;
  });
}

/**
 * @param {unknown} value routesChunkNames.json, parsed: nested objects and arrays of chunk names
 * @param {Map<string, string>} short
 * @returns {unknown} the same shape with every chunk name renamed
 */
function renameRouteChunks(value, short) {
  if (typeof value === 'string') {
    const to = short.get(value);
    if (!to)
      throw new Error(`bundle-trim: routesChunkNames.json names chunk ${value}, which the registry lacks`);
    return to;
  }
  if (Array.isArray(value)) return value.map((item) => renameRouteChunks(item, short));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, renameRouteChunks(item, short)]),
    );
  }
  throw new Error(`bundle-trim: unexpected value in routesChunkNames.json: ${JSON.stringify(value)}`);
}

module.exports = { registryChunkNames, shortChunkNames, renameRegistryChunks, renameRouteChunks };
