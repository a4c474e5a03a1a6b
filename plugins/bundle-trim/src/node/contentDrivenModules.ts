/**
 * theme-classic modules that render nothing unless some page's data says so. When no loaded
 * content (docs, blog posts, pages) has any of a module's keys set, this plugin replaces the module
 * with a stand-in that throws if rendered, so a build that would need it fails while rendering
 * pages instead of shipping a page without it.
 */
export const CONTENT_DRIVEN_MODULES = [
  {
    /** The unlisted and draft banners. */
    file: 'ContentVisibility/index.js',
    keys: ['unlisted', 'draft'],
    standIn: '../client/unrenderedContentVisibility.ts',
  },
  {
    /** The "last updated on … by …" line (EditMetaRow renders it only with either value). */
    file: 'LastUpdated/index.js',
    keys: ['lastUpdatedAt', 'lastUpdatedBy'],
    standIn: '../client/unrenderedLastUpdated.ts',
  },
] as const;

export type ContentDrivenModule = (typeof CONTENT_DRIVEN_MODULES)[number];

/** Whether any object in `content`, however deep, has one of `keys` set (not null, undefined or false). */
export function contentSetsAny(content: unknown, keys: readonly string[]): boolean {
  const seen = new Set<object>();
  const stack: unknown[] = [content];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      if (keys.includes(key) && child !== null && child !== undefined && child !== false) return true;
      stack.push(child);
    }
  }
  return false;
}

/** The modules no loaded content needs. */
export function unneededContentDrivenModules(allContent: unknown): ContentDrivenModule[] {
  return CONTENT_DRIVEN_MODULES.filter(({ keys }) => !contentSetsAny(allContent, keys));
}

/** theme-classic's own file of a module (a site swizzle is never matched). */
export function themeClassicModulePattern(file: string): RegExp {
  const parts = file.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(
    String.raw`@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]${parts.join(String.raw`[\\/]`)}$`,
  );
}
