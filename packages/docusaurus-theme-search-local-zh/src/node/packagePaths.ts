import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This folder (`src/node` when Docusaurus loads the TypeScript sources, `lib/node` once built).
 * Docusaurus loads plugins through its TypeScript loader as CommonJS, where `__dirname` is
 * defined; as native ES modules, the module's URL tells.
 */
const here = typeof __dirname === 'string' ? __dirname : path.dirname(fileURLToPath(import.meta.url));

/** This folder: the plugin's Node code (and its loader). */
export const nodeDir = here;

/** The package's root folder. */
export const packageDir = path.resolve(here, '../..');

/** The theme components Docusaurus bundles: the sources' or the build's (`lib/theme`), beside this folder. */
export const themeDir = path.resolve(here, '../theme');

/** The TypeScript theme components, for `docusaurus swizzle --typescript`. */
export const typeScriptThemeDir = path.join(packageDir, 'src', 'theme');

/** The default UI strings by locale (`<locale>.json`). */
export const localesDir = path.join(packageDir, 'locales');
