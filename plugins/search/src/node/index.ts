import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sectionKeyForPath } from '../shared/sections';
import { MANIFEST_FILE, SEARCH_DIR, type SearchManifest, type SearchShard } from '../shared/types';
import { extractPage } from './extract';

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

/** Reads the built pages and writes one content-hashed shard per section plus a manifest. */
export async function writeSearchIndex(
  outDir: string,
  routes: readonly string[],
  options: SearchPluginOptions,
  baseUrl: string,
): Promise<SearchManifest> {
  const shards = new Map<string, SearchShard>();
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
    if (!extracted) continue;
    const shard = shards.get(section.key) ?? {
      section: section.key,
      label: section.label,
      pages: [],
      records: [],
    };
    shards.set(section.key, shard);
    const page = shard.pages.push({ url: route, title: extracted.title }) - 1;
    for (const record of extracted.records) shard.records.push({ page, ...record });
  }

  const dir = path.join(outDir, SEARCH_DIR);
  await mkdir(dir, { recursive: true });
  const manifest: SearchManifest = { version: 1, shards: [] };
  for (const shard of shards.values()) {
    const json = JSON.stringify(shard);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${shard.section}.${hash}.json`;
    await writeFile(path.join(dir, file), json);
    manifest.shards.push({ section: shard.section, label: shard.label, file, records: shard.records.length });
  }
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
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
      actions.addRoute({ path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true });
    },
    async postBuild({ outDir, routesPaths }) {
      await writeSearchIndex(outDir, routesPaths, options, baseUrl);
    },
  };
}
