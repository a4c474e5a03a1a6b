import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { guardedReplacements } from '../../../shared/guardedReplacement';
import { buildColourTable, COLOUR_MODES, colourTableCss, type ColourMode } from '../shared/colourTable';

/** Where the browser finds the table (`src/theme/CodeBlock/Line` imports it). */
export const GENERATED_DIR = 'code-blocks';

/** theme-classic's client module that loads Prism and the additional languages on every page. */
export const PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/** The Docusaurus version the Prism client module replacement was written for (UPGRADING.md). */
const THEME_CLASSIC = { package: '@docusaurus/theme-classic', version: '3.10.2' };

/** The browser's lazy highlighter module, as resolved. */
export const CLIENT_HIGHLIGHTER = /[\\/]code-blocks[\\/]src[\\/]client[\\/]highlighter\.tsx$/;

const fromHere = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

export type CodeColoursOptions = Record<ColourMode, PrismTheme>;

function assertThemes(options: unknown): asserts options is CodeColoursOptions {
  const themes = options as Partial<Record<ColourMode, Partial<PrismTheme>>> | undefined;
  for (const mode of COLOUR_MODES) {
    if (!Array.isArray(themes?.[mode]?.styles)) {
      throw new Error(`code-colours: the options need a ${mode} Prism theme ({ light, dark })`);
    }
  }
}

/**
 * Code blocks whose server markup stays right in both colour modes and through hydration; see
 * README.md. Writes both themes' colour classes (a stylesheet, as a client module, and the
 * token-type table the browser reads) to the generated files, and gives the server build the
 * highlighter without lazy loading.
 */
export default function codeBlocksPlugin(context: LoadContext, themes: unknown): Plugin {
  assertThemes(themes);
  const table = buildColourTable(themes);
  const dir = path.join(context.generatedFilesDir, GENERATED_DIR);
  mkdirSync(dir, { recursive: true });
  const stylesheet = path.join(dir, 'colours.css');
  writeFileSync(stylesheet, `${colourTableCss(table)}\n`);
  writeFileSync(path.join(dir, 'classes.json'), JSON.stringify(table.classes));
  return {
    name: 'code-blocks',
    // The CodeBlock components here take the place of theme-classic's (src/theme/README.md).
    getThemePath: () => fromHere('../theme'),
    getClientModules: () => [stylesheet],
    configureWebpack(_config, isServer, { currentBundler }) {
      const noPrismOnEveryPage = {
        what: "theme-classic's Prism client module (Prism loads with the first highlighted block)",
        pattern: PRISM_CLIENT_MODULE,
        replacement: fromHere('../client/noPrismClientModule.ts'),
        target: THEME_CLASSIC,
      };
      const serverOnly = {
        what: 'the lazy highlighter, loaded at once on the server',
        pattern: CLIENT_HIGHLIGHTER,
        replacement: fromHere('../client/highlighterOnServer.tsx'),
      };
      return {
        plugins: guardedReplacements(
          'code-blocks',
          context.siteDir,
          currentBundler.instance.NormalModuleReplacementPlugin,
          isServer ? [noPrismOnEveryPage, serverOnly] : [noPrismOnEveryPage],
        ),
      };
    },
  };
}
