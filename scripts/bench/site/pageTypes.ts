import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PageType, PageTypeId } from './types';

export const pageTypeIds: readonly PageTypeId[] = [
  'home',
  'doc',
  'docMermaid',
  'category',
  'tag',
  'blogPost',
  'blogList',
  'search',
  'searchResults',
  'notFound',
];

/** Page types whose path is fixed; the Mermaid doc and the category page are found in the build. */
const fixedPages: Record<Exclude<PageTypeId, 'docMermaid' | 'category'>, Omit<PageType, 'id'>> = {
  home: { path: '/', uses: [], status: 200 },
  doc: { path: '/docs/JavaScript/核心概念/闭包', uses: [], status: 200 },
  tag: { path: '/docs/tags/react', uses: [], status: 200 },
  blogPost: { path: '/blog/welcome', uses: [], status: 200 },
  blogList: { path: '/blog', uses: [], status: 200 },
  // The page as opened from the navbar, and with results (its largest paint waits for the index).
  search: { path: '/search', uses: ['searchEngine'], status: 200 },
  searchResults: { path: '/search?q=闭包', uses: ['searchEngine'], status: 200 },
  notFound: { path: '/no-such-page', uses: [], status: 404 },
};

interface DocMetadata {
  source?: string;
  permalink?: string;
}

/**
 * Permalinks of the docs whose Markdown has a ```mermaid fence, sorted, from the docs metadata
 * the build leaves in .docusaurus/ (the built HTML holds their SVG in `docusaurus-mermaid-container`).
 */
export function mermaidDocPaths(siteDir: string): string[] {
  const metadataDir = path.join(siteDir, '.docusaurus', 'docusaurus-plugin-content-docs', 'default');
  if (!existsSync(metadataDir)) throw new Error(`${metadataDir} is missing: build the site first`);
  const permalinks: string[] = [];
  for (const file of readdirSync(metadataDir)) {
    if (!file.startsWith('site-docs-') || !file.endsWith('.json')) continue;
    const metadata = JSON.parse(readFileSync(path.join(metadataDir, file), 'utf8')) as DocMetadata;
    if (!metadata.source?.startsWith('@site/') || !metadata.permalink) continue;
    const source = readFileSync(path.join(siteDir, metadata.source.slice('@site/'.length)), 'utf8');
    if (/^\s*```mermaid\b/m.test(source)) permalinks.push(metadata.permalink);
  }
  return permalinks.sort();
}

/** The first category index page (by file name) in the build. */
export function findCategoryPage(buildDir: string): string {
  const dir = path.join(buildDir, 'docs', 'category');
  const pages = existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.html'))
        .sort()
    : [];
  const first = pages[0];
  if (!first) throw new Error(`no category pages in ${dir}`);
  return `/docs/category/${first.slice(0, -'.html'.length)}`;
}

/**
 * Every page type with its path, in table order. The Mermaid doc is the first one, by
 * permalink, other than the plain doc; any page with a diagram uses Mermaid.
 */
export function resolvePageTypes(siteDir: string, only: readonly PageTypeId[] = []): PageType[] {
  const wanted = (id: PageTypeId) => only.length === 0 || only.includes(id);
  const mermaidDocs = mermaidDocPaths(siteDir);
  const mermaidDoc = mermaidDocs.find((permalink) => permalink !== fixedPages.doc.path);
  if (!mermaidDoc) throw new Error('no doc has a mermaid diagram');
  return pageTypeIds.filter(wanted).map((id): PageType => {
    const page: Omit<PageType, 'id'> =
      id === 'docMermaid'
        ? { path: mermaidDoc, uses: [], status: 200 }
        : id === 'category'
          ? { path: findCategoryPage(path.join(siteDir, 'build')), uses: [], status: 200 }
          : fixedPages[id];
    const uses = mermaidDocs.includes(page.path) ? [...page.uses, 'mermaid' as const] : page.uses;
    return { id, ...page, uses };
  });
}
