import type { SectionRoutes } from './pluginData.ts';

export interface SectionRef {
  key: string;
  entryPaths: readonly string[];
}

/** The key of the blog's results group. */
export const BLOG_SECTION_KEY = 'blog';

/** Docusaurus's defaults: docs under /docs, the blog under /blog. */
export const DEFAULT_SECTION_ROUTES: SectionRoutes = {
  baseUrl: '/',
  docsRouteBasePath: 'docs',
  blogRouteBasePath: 'blog',
};

/** A path under the base URL, with a leading slash and no trailing one (`/docs/React`; the home page is ''). */
export function localPath(pathname: string, baseUrl: string): string {
  return `/${pathname.slice(baseUrl.length)}`.replace(/\/+$/, '');
}

/** `/<base>/`, or `/` for a plugin served at the base URL itself. */
const prefixOf = (basePath: string): string => (basePath === '' ? '/' : `/${basePath}/`);

/**
 * The section a path belongs to: `blog` for a blog post, the section of its docs folder or of an
 * entry path (such as /docs/react) for a doc, else undefined.
 */
export function sectionKeyForPath(
  pathname: string,
  sections: readonly SectionRef[],
  routes: SectionRoutes = DEFAULT_SECTION_ROUTES,
): string | undefined {
  const local = localPath(pathname, routes.baseUrl);
  const blog = prefixOf(routes.blogRouteBasePath);
  if (routes.blogRouteBasePath !== '' && local.startsWith(blog)) return BLOG_SECTION_KEY;
  const docs = prefixOf(routes.docsRouteBasePath);
  if (local.startsWith(docs)) {
    const segment = local.slice(docs.length).split('/')[0]!;
    let first: string;
    try {
      first = decodeURIComponent(segment).toLowerCase();
    } catch {
      return undefined;
    }
    return sections.find(
      (section) =>
        section.key === first ||
        section.entryPaths.some((entry) => entry.toLowerCase() === `${docs}${first}`),
    )?.key;
  }
  // A blog served at the base URL: every other page below it is a post.
  if (routes.blogRouteBasePath === '' && local.startsWith(blog)) return BLOG_SECTION_KEY;
  return undefined;
}
