import { existsSync } from 'node:fs';
import path from 'node:path';
import { localPath } from '../shared/sections.ts';
import type { SectionRoutes } from '../shared/pluginData.ts';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `<base>/` as a pattern, or nothing for a plugin served at the base URL. */
const prefixPattern = (basePath: string): string => (basePath === '' ? '' : `${escapeRegExp(basePath)}/`);

/**
 * Listing pages hold no text of their own: the blog's index and its tags, archive, authors and
 * pages; the docs' tags and generated category indexes.
 */
export function listingPagePattern(routes: SectionRoutes): RegExp {
  const blog = prefixPattern(routes.blogRouteBasePath);
  const docs = prefixPattern(routes.docsRouteBasePath);
  const blogIndex = escapeRegExp(routes.blogRouteBasePath);
  return new RegExp(
    `^/(${blogIndex}|${blog}(tags|archive|authors|page)(/.*)?|${docs}(tags|category)(/.*)?)$`,
  );
}

/** True for a route whose page is a listing (see `listingPagePattern`). */
export function isListingPage(route: string, routes: SectionRoutes): boolean {
  return listingPagePattern(routes).test(localPath(route, routes.baseUrl));
}

/**
 * The built HTML file of a route: `x.html` when the site sets `trailingSlash: false`, else
 * `x/index.html`; undefined when neither was written.
 */
export function htmlFileFor(outDir: string, route: string, baseUrl: string): string | undefined {
  const local = decodeURIComponent(route.slice(baseUrl.length)).replace(/\/+$/, '');
  const candidates = local === '' ? ['index.html'] : [`${local}.html`, path.join(local, 'index.html')];
  return candidates.map((file) => path.join(outDir, file)).find((file) => existsSync(file));
}
