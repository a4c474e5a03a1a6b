/** The site's page paths: from the built sitemap, or worked out from the docs and blog sources. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { toPagePath } from './metrics';

/** Page paths listed in a sitemap.xml (decoded, without origin or trailing slash). */
export function sitemapPaths(xml: string): Set<string> {
  const paths = new Set<string>();
  for (const match of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
    paths.add(toPagePath(match[1]!.replace(/&amp;/g, '&')));
  }
  return paths;
}

/** A file or folder name without its ordering prefix ("01-闭包" → "闭包"); date-like and version-like names are kept. */
export function stripNumberPrefix(name: string): string {
  if (/^\d+[-_.]\d+/.test(name)) return name;
  const match = /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return match ? match[1]! : name;
}

function frontMatterString(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The route of a doc: `relativeFile` is relative to docs/ with forward slashes.
 * Number prefixes are dropped; `id` renames the last segment; `slug` overrides (absolute, or relative to the folder).
 */
export function docRoute(relativeFile: string, data: Record<string, unknown>, routeBase = '/docs'): string {
  const segments = relativeFile
    .replace(/\.mdx?$/, '')
    .split('/')
    .map(stripNumberPrefix);
  const name = segments.pop()!;
  const slug = frontMatterString(data, 'slug');
  if (slug?.startsWith('/')) return toPagePath(`${routeBase}${slug}`);
  const id = frontMatterString(data, 'id') ?? name;
  const isFolderIndex = /^(index|readme)$/i.test(id) || id === segments[segments.length - 1];
  const last = slug ?? (isFolderIndex ? '' : id);
  return toPagePath([routeBase, ...segments, last].filter(Boolean).join('/'));
}

/** The route of a blog post: `slug`, else the date and name in its file or folder name. */
export function blogRoute(relativeFile: string, data: Record<string, unknown>, routeBase = '/blog'): string {
  const slug = frontMatterString(data, 'slug');
  if (slug) return toPagePath(`${routeBase}/${slug.replace(/^\//, '')}`);
  const entry = relativeFile.replace(/\/index\.mdx?$/, '').replace(/\.mdx?$/, '');
  const dated = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(path.posix.basename(entry));
  return toPagePath(
    dated ? `${routeBase}/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : `${routeBase}/${entry}`,
  );
}

function markdownFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return markdownFiles(path.join(dir, entry.name), relative);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [relative] : [];
  });
}

/** Doc and blog post routes worked out from the sources (used when there is no build). */
export function sourceRoutes(siteDir: string): Set<string> {
  const routes = new Set<string>();
  const read = (file: string) => matter(readFileSync(file, 'utf8')).data as Record<string, unknown>;
  for (const file of markdownFiles(path.join(siteDir, 'docs'))) {
    routes.add(docRoute(file, read(path.join(siteDir, 'docs', file))));
  }
  for (const file of markdownFiles(path.join(siteDir, 'blog'))) {
    if (path.posix.dirname(file) !== '.' && !/\/index\.mdx?$/.test(file)) continue;
    routes.add(blogRoute(file, read(path.join(siteDir, 'blog', file))));
  }
  return routes;
}
