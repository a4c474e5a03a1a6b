import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { withFilesMeta, withSearchPageStart } from '../shared/filesMeta';
import { sectionKeyForPath } from '../shared/sections';
import { MANIFEST_FILE, SEARCH_DIR, type SearchManifest } from '../shared/types';
import { buildSearchFiles, type PageToIndex } from './buildIndex';
import { extractPage } from './extract';
import { assertDocSearchLayer, writeModalStyles } from './modalStyles';

export interface SearchSection {
  /** First path segment after /docs/ that belongs to the section (lower-cased). */
  key: string;
  label: string;
  /** Entry paths of the section outside its folder (e.g. /docs/react). */
  entryPaths: string[];
}

export interface SearchPluginOptions {
  sections: SearchSection[];
  /** Label of the blog's results group. */
  blogLabel: string;
}

export interface SearchGlobalData {
  manifestUrl: string;
  sections: SearchSection[];
}

/** The search page's path under the base URL. */
const SEARCH_PAGE = 'search';

/** Listing pages (tags, categories, archives, the blog index) hold no text of their own. */
const LISTING_PAGE = /^\/(blog|blog\/(tags|archive|authors|page)(\/.*)?|docs\/(tags|category)(\/.*)?)$/;

/** Which shard a route belongs to, or undefined when it is not searchable content. */
export function sectionForRoute(
  route: string,
  options: SearchPluginOptions,
  baseUrl: string,
): Pick<SearchSection, 'key' | 'label'> | undefined {
  const local = `/${route.slice(baseUrl.length)}`.replace(/\/+$/, '');
  if (LISTING_PAGE.test(local)) return undefined;
  const key = sectionKeyForPath(route, options.sections, baseUrl);
  if (key === 'blog') return { key, label: options.blogLabel };
  return options.sections.find((section) => section.key === key);
}

function htmlFileFor(outDir: string, route: string, baseUrl: string): string {
  const local = decodeURIComponent(route.slice(baseUrl.length)).replace(/\/+$/, '');
  return path.join(outDir, local === '' ? 'index.html' : `${local}.html`);
}

/** Reads the built pages and writes the search files (see `buildSearchFiles`) under `search/`. */
export async function writeSearchIndex(
  outDir: string,
  routes: readonly string[],
  options: SearchPluginOptions,
  baseUrl: string,
): Promise<SearchManifest> {
  const pages: PageToIndex[] = [];
  for (const route of [...routes].sort()) {
    const section = sectionForRoute(route, options, baseUrl);
    if (!section) continue;
    let html: string;
    try {
      html = await readFile(htmlFileFor(outDir, route, baseUrl), 'utf8');
    } catch {
      continue;
    }
    const extracted = extractPage(html);
    if (extracted) pages.push({ ...extracted, url: route, section });
  }

  const { manifest, files } = buildSearchFiles(pages);
  const dir = path.join(outDir, SEARCH_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'pages'), { recursive: true });
  await mkdir(path.join(dir, 'han'), { recursive: true });
  await Promise.all(files.map((file) => writeFile(path.join(dir, file.name), file.contents)));
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  await nameFilesInPages(outDir, manifest, baseUrl);
  return manifest;
}

/**
 * Adds the search files' names to the head of every built page (see `withFilesMeta`), and to the
 * search page's head the early start of its index and shards (see `withSearchPageStart`).
 */
async function nameFilesInPages(outDir: string, manifest: SearchManifest, baseUrl: string): Promise<void> {
  const searchPage = htmlFileFor(outDir, `${baseUrl}${SEARCH_PAGE}`, baseUrl);
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  for (const entry of pages) {
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    let named = withFilesMeta(html, manifest);
    if (file === searchPage) named = withSearchPageStart(named, manifest, `${baseUrl}${SEARCH_DIR}/`);
    if (named !== html) await writeFile(file, named);
  }
}

function assertOptions(options: unknown): asserts options is SearchPluginOptions {
  const candidate = options as Partial<SearchPluginOptions> | undefined;
  if (!candidate || !Array.isArray(candidate.sections) || typeof candidate.blogLabel !== 'string') {
    throw new Error('local-search: options need `sections` (key, label, entryPaths) and `blogLabel`');
  }
}

/** Offline search: builds the index from the built HTML and serves the search UI. */
export default function searchPlugin(context: LoadContext, options: unknown): Plugin {
  assertOptions(options);
  const { baseUrl } = context.siteConfig;
  writeModalStyles(context.siteDir, context.generatedFilesDir);
  return {
    name: 'local-search',
    getThemePath() {
      // Loaded through the config's TypeScript loader as CommonJS, where __dirname is defined.
      return path.resolve(__dirname, '../theme');
    },
    async contentLoaded({ actions }) {
      const data: SearchGlobalData = {
        manifestUrl: `${baseUrl}${SEARCH_DIR}/${MANIFEST_FILE}`,
        sections: options.sections,
      };
      actions.setGlobalData(data);
      actions.addRoute({ path: `${baseUrl}${SEARCH_PAGE}`, component: '@theme/SearchPage', exact: true });
    },
    async postBuild({ outDir, routesPaths }) {
      assertDocSearchLayer(outDir);
      await writeSearchIndex(outDir, routesPaths, options, baseUrl);
    },
  };
}
