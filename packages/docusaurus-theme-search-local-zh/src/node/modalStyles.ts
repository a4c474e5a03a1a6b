import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PLUGIN_NAME } from '../shared/pluginData.ts';
import { packageDir } from './packagePaths.ts';

/**
 * The cascade layer Docusaurus gives `@docsearch/css` (with `future.v4.useCssCascadeLayers`):
 * the modal's rules go back into it when they are added at runtime, so they keep their place
 * below the site's own overrides. The postBuild check fails the build if the layer is renamed.
 */
export const DOCSEARCH_LAYER = 'docusaurus.theme-search-algolia.docsearch';

/** Where the browser imports the modal's stylesheet from (`@generated/…`). */
export const MODAL_STYLES_MODULE = `${PLUGIN_NAME}/modalStyles.js`;

/** The modal's stylesheet as a JS module exporting its text, wrapped in DocSearch's layer. */
export function modalStylesModule(modalCss: string): string {
  const rules = modalCss.replace(/\/\*[\s\S]*?\*\//g, '').trim();
  return `export default ${JSON.stringify(`@layer ${DOCSEARCH_LAYER}{${rules}}`)};\n`;
}

/**
 * Writes DocSearch's modal stylesheet (10 KB, only used once search opens) as a module the lazy
 * modal chunk adds to the page, instead of Docusaurus merging it into every page's CSS.
 */
export function writeModalStyles(generatedFilesDir: string): void {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const css = readFileSync(require.resolve('@docsearch/css/dist/modal.css'), 'utf8');
  const file = path.join(generatedFilesDir, MODAL_STYLES_MODULE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, modalStylesModule(css));
}

/** Fails when the built stylesheets no longer declare DocSearch's layer (the modal would lose its order). */
export function assertDocSearchLayer(outDir: string): void {
  const cssDir = path.join(outDir, 'assets', 'css');
  const builtCss = readdirSync(cssDir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(cssDir, file), 'utf8'))
    .join('\n');
  const declared = [...builtCss.matchAll(/@layer\s+([^{;]+)[{;]/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map((name) => name.trim()),
  );
  if (!declared.includes(DOCSEARCH_LAYER)) {
    throw new Error(
      `${PLUGIN_NAME}: the built CSS has no "@layer ${DOCSEARCH_LAYER}"; DocSearch's modal stylesheet (src/node/modalStyles.ts) is added to that layer`,
    );
  }
}
