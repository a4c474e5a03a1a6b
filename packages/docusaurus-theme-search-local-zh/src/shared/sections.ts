export interface SectionRef {
  key: string;
  entryPaths: readonly string[];
}

/** The section a path belongs to (docs folder or an entry path such as /docs/react), else undefined. */
export function sectionKeyForPath(
  pathname: string,
  sections: readonly SectionRef[],
  baseUrl = '/',
): string | undefined {
  const local = `/${pathname.slice(baseUrl.length)}`.replace(/\/+$/, '');
  if (local.startsWith('/blog/')) return 'blog';
  const match = /^\/docs\/([^/]+)/.exec(local);
  if (!match) return undefined;
  let first: string;
  try {
    first = decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    return undefined;
  }
  return sections.find(
    (section) =>
      section.key === first || section.entryPaths.some((entry) => entry.toLowerCase() === `/docs/${first}`),
  )?.key;
}
