import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { withFilesMeta, withSearchPageStart } from '../shared/filesMeta.ts';
import {
  PLUGIN_NAME,
  type SearchGlobalData,
  type SearchSection,
  type SectionRoutes,
} from '../shared/pluginData.ts';
import { BLOG_SECTION_KEY, sectionKeyForPath } from '../shared/sections.ts';
import { MANIFEST_FILE, SEARCH_DIR, type SearchManifest } from '../shared/types.ts';
import { buildSearchFiles, type PageToIndex } from './buildIndex.ts';
import { extractPage } from './extract.ts';
import {
  CODE_TRANSLATIONS,
  DeferredTranslationsCheck,
  deferredTranslationIds,
  writeDeferredTranslations,
} from './deferredTranslations.ts';
import { assertDocSearchLayer, writeModalStyles } from './modalStyles.ts';
import { normalizeOptions, validateOptions, type Options } from './options.ts';
import { nodeDir, themeDir, typeScriptThemeDir } from './packagePaths.ts';
import { htmlFileFor, isListingPage } from './routes.ts';
import { readCodeTranslations } from './translations.ts';

export type { Options, PluginOptions } from './options.ts';
export type { SearchGlobalData, SearchSection } from '../shared/pluginData.ts';
export { normalizeOptions, validateOptions } from './options.ts';
export {
  algoliaThemeConfig,
  resolveHostedSearch,
  type HostedSearch,
  type HostedThemeConfig,
} from './hosted.ts';

/** What `writeSearchIndex` needs of the options and the site. */
export interface IndexSettings extends SectionRoutes {
  sections: readonly SearchSection[];
  blogLabel: string;
  /** The search page's route, base URL included. */
  searchPagePath: string;
}

/** Which shard a route belongs to, or undefined when it is not searchable content. */
export function sectionForRoute(
  route: string,
  settings: IndexSettings,
): Pick<SearchSection, 'key' | 'label'> | undefined {
  if (isListingPage(route, settings)) return undefined;
  const key = sectionKeyForPath(route, settings.sections, settings);
  if (key === BLOG_SECTION_KEY) return { key, label: settings.blogLabel };
  return settings.sections.find((section) => section.key === key);
}

/** Reads the built pages and writes the search files (see `buildSearchFiles`) under `search/`. */
export async function writeSearchIndex(
  outDir: string,
  routes: readonly string[],
  settings: IndexSettings,
): Promise<SearchManifest> {
  const pages: PageToIndex[] = [];
  for (const route of [...routes].sort()) {
    const section = sectionForRoute(route, settings);
    if (!section) continue;
    const file = htmlFileFor(outDir, route, settings.baseUrl);
    if (!file) continue;
    const extracted = extractPage(await readFile(file, 'utf8'));
    if (extracted) pages.push({ ...extracted, url: route, section });
  }

  const { manifest, files } = buildSearchFiles(pages);
  const dir = path.join(outDir, SEARCH_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'pages'), { recursive: true });
  await mkdir(path.join(dir, 'han'), { recursive: true });
  await Promise.all(files.map((file) => writeFile(path.join(dir, file.name), file.contents)));
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  await nameFilesInPages(outDir, manifest, settings);
  return manifest;
}

/**
 * Adds the search files' names to the head of every built page (see `withFilesMeta`), and to the
 * search page's head the early start of its index and shards (see `withSearchPageStart`).
 */
async function nameFilesInPages(
  outDir: string,
  manifest: SearchManifest,
  settings: IndexSettings,
): Promise<void> {
  const searchPage = htmlFileFor(outDir, settings.searchPagePath, settings.baseUrl);
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  for (const entry of pages) {
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    let named = withFilesMeta(html, manifest);
    if (file === searchPage)
      named = withSearchPageStart(named, manifest, `${settings.baseUrl}${SEARCH_DIR}/`);
    if (named !== html) await writeFile(file, named);
  }
}

/**
 * Offline search: builds the index from the built HTML and serves the search UI (the navbar's
 * `@theme/SearchBar` and `@theme/SearchPage` at `searchPagePath`). Docusaurus hands it the
 * options `validateOptions` returned; checking them again here (the check is idempotent) keeps
 * the plugin typed as any `PluginModule` and safe when called directly.
 */
export default function pluginSearchLocalZh(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = normalizeOptions(pluginOptions as Options);
  const { baseUrl } = context.siteConfig;
  const settings: IndexSettings = {
    baseUrl,
    docsRouteBasePath: options.docsRouteBasePath,
    blogRouteBasePath: options.blogRouteBasePath,
    sections: options.sections,
    blogLabel: options.blogLabel,
    searchPagePath: `${baseUrl}${options.searchPagePath}`,
  };
  writeModalStyles(context.generatedFilesDir);
  writeDeferredTranslations(context.generatedFilesDir, context.i18n.currentLocale, context.codeTranslations);
  const deferredIds = deferredTranslationIds();
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return themeDir;
    },
    getTypeScriptThemePath() {
      return typeScriptThemeDir;
    },
    getDefaultCodeTranslationMessages() {
      return Promise.resolve(readCodeTranslations(context.i18n.currentLocale));
    },
    configureWebpack(config, isServer) {
      // Only the production client build defers strings (see deferredTranslations.ts).
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [new DeferredTranslationsCheck(deferredIds)],
        module: {
          rules: [
            {
              test: CODE_TRANSLATIONS,
              enforce: 'pre',
              use: [
                {
                  loader: path.join(nodeDir, 'deferTranslationsLoader.cjs'),
                  options: { defer: deferredIds },
                },
              ],
            },
          ],
        },
      };
    },
    async contentLoaded({ actions }) {
      const data: SearchGlobalData = {
        manifestUrl: `${baseUrl}${SEARCH_DIR}/${MANIFEST_FILE}`,
        sections: options.sections.map(({ key, entryPaths }) => ({ key, entryPaths })),
        searchPagePath: settings.searchPagePath,
        docsRouteBasePath: settings.docsRouteBasePath,
        blogRouteBasePath: settings.blogRouteBasePath,
      };
      actions.setGlobalData(data);
      actions.addRoute({ path: settings.searchPagePath, component: '@theme/SearchPage', exact: true });
    },
    async postBuild({ outDir, routesPaths }) {
      assertDocSearchLayer(outDir);
      await writeSearchIndex(outDir, routesPaths, settings);
    },
  };
}

// Docusaurus validates the options of a plugin given as a function (as this site's config does)
// through this property, typed generically by `PluginModule`.
(pluginSearchLocalZh as PluginModule).validateOptions = validateOptions as PluginModule['validateOptions'];
