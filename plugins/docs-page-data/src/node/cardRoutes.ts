import type { PropSidebarItem, PropSidebars } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';
import { CARD_DESCRIPTIONS_PROP, type CardDescriptions } from '../shared/cardDescriptions';
import { DocsRouteShapeError } from './routeShapeError';

/** A page that gets card descriptions through its own route props. */
export interface CardPage {
  /** The route path, as the docs plugin wrote it. */
  path: string;
  /** `category`: a generated index, which shows every doc card it lists; `doc`: a doc that renders cards. */
  kind: 'category' | 'doc';
  /** Doc card link (sidebar `href`) → the description that card must show. */
  cards: Readonly<Record<string, string>>;
  descriptions: CardDescriptions;
}

/** What the docs plugin's routes must hold, counted from its loaded content. */
export interface ExpectedRoutes {
  /** Generated-index categories in the version's sidebars: each must have a route. */
  categoryIndexCount: number;
  /** Aliased sources (`@site/docs/…`) of docs whose MDX renders doc cards. */
  docSourcesWithCards: ReadonlySet<string>;
}

export interface MovedDescriptions {
  route: RouteConfig;
  pages: CardPage[];
  versionCount: number;
}

/** Thrown when the docs plugin's routes no longer have the shape this plugin relies on. */
export class RouteShapeError extends DocsRouteShapeError {
  constructor(detail: string) {
    super('docs-page-data', detail);
  }
}

interface VersionDocs {
  sidebars: PropSidebars;
  descriptions: ReadonlyMap<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `isSamePath` of theme-common: case and one trailing slash do not matter. */
export function samePath(a: string, b: string): boolean {
  const normalise = (pathname: string): string =>
    (pathname.endsWith('/') ? pathname : `${pathname}/`).toLowerCase();
  return normalise(a) === normalise(b);
}

/**
 * The version metadata prop without the docs' descriptions, and those descriptions by doc id.
 * Throws unless every doc entry is an object with an `id` and a `description` key.
 */
export function stripVersionDescriptions(version: Record<string, unknown>): {
  version: Record<string, unknown>;
  docs: VersionDocs;
} {
  const { docs, docsSidebars } = version;
  if (!isRecord(docs) || !isRecord(docsSidebars))
    throw new RouteShapeError('version prop without `docs` and `docsSidebars`');
  const descriptions = new Map<string, string>();
  const stripped: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(docs)) {
    if (!isRecord(entry) || entry.id !== id || !('description' in entry)) {
      throw new RouteShapeError(`version doc "${id}" is not {id, description, …}`);
    }
    const { description, ...rest } = entry;
    if (typeof description === 'string' && description !== '') descriptions.set(id, description);
    stripped[id] = rest;
  }
  return {
    version: { ...version, docs: stripped },
    docs: { sidebars: docsSidebars as PropSidebars, descriptions },
  };
}

function findCategory(items: readonly PropSidebarItem[], href: string): PropSidebarItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href !== undefined && samePath(item.href, href)) return item.items;
    const inner = findCategory(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

/** Doc links (with the doc's id and no description of their own) among items, optionally at every depth. */
function docLinks(items: readonly PropSidebarItem[], deep: boolean): { docId: string; href: string }[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return deep ? docLinks(item.items, deep) : [];
    if (item.type === 'link' && item.docId && item.description === undefined) {
      return [{ docId: item.docId, href: item.href }];
    }
    return [];
  });
}

function pageFor(
  path: string,
  kind: CardPage['kind'],
  links: { docId: string; href: string }[],
  docs: VersionDocs,
): CardPage {
  const descriptions: Record<string, string> = {};
  const cards: Record<string, string> = {};
  for (const { docId, href } of links) {
    const description = docs.descriptions.get(docId);
    if (description === undefined) continue;
    descriptions[docId] = description;
    if (href) cards[href] = description;
  }
  return { path, kind, cards, descriptions };
}

/** The cards of a generated index are the direct items of the sidebar category it belongs to. */
export function categoryPage(route: RouteConfig, docs: VersionDocs): CardPage {
  const index = route.props?.categoryGeneratedIndex;
  if (!isRecord(index) || typeof index.permalink !== 'string' || typeof route.sidebar !== 'string') {
    throw new RouteShapeError(`category route ${route.path} without a permalink and a sidebar`);
  }
  const sidebar = docs.sidebars[route.sidebar];
  const items = sidebar && findCategory(sidebar, index.permalink);
  if (!items) throw new RouteShapeError(`no sidebar category links to ${index.permalink}`);
  return pageFor(route.path, 'category', docLinks(items, false), docs);
}

/** A doc that renders cards may list any doc of its sidebar (or of the version, without one). */
export function docWithCardsPage(route: RouteConfig, docs: VersionDocs): CardPage {
  const sidebar = typeof route.sidebar === 'string' ? docs.sidebars[route.sidebar] : undefined;
  // Without a sidebar the links are unknown here (no href), so postBuild cannot check those cards.
  const links = sidebar
    ? docLinks(sidebar, true)
    : [...docs.descriptions.keys()].map((docId) => ({ docId, href: '' }));
  return pageFor(route.path, 'doc', links, docs);
}

const withDescriptions = (route: RouteConfig, page: CardPage): RouteConfig => ({
  ...route,
  props: { ...route.props, [CARD_DESCRIPTIONS_PROP]: page.descriptions },
});

/**
 * Takes the docs' descriptions out of every version's metadata prop (loaded by every docs page)
 * and gives each category index, and each doc that renders cards, the descriptions of its own
 * cards as a route prop. Throws a RouteShapeError when the routes are not as expected.
 */
export function moveCardDescriptions(root: RouteConfig, expected: ExpectedRoutes): MovedDescriptions {
  const pages: CardPage[] = [];
  let versionCount = 0;

  function visit(route: RouteConfig, docs: VersionDocs | undefined): RouteConfig {
    let current = route;
    let scope = docs;
    const version = route.props?.version;
    if (isRecord(version) && 'docsSidebars' in version) {
      const stripped = stripVersionDescriptions(version);
      current = { ...route, props: { ...route.props, version: stripped.version } };
      scope = stripped.docs;
      versionCount += 1;
    } else if (route.props?.categoryGeneratedIndex !== undefined) {
      if (!scope) throw new RouteShapeError(`category route ${route.path} outside a version route`);
      const page = categoryPage(route, scope);
      pages.push(page);
      current = withDescriptions(route, page);
    } else if (
      typeof route.modules?.content === 'string' &&
      expected.docSourcesWithCards.has(route.modules.content)
    ) {
      if (!scope) throw new RouteShapeError(`doc route ${route.path} outside a version route`);
      const page = docWithCardsPage(route, scope);
      pages.push(page);
      current = withDescriptions(route, page);
    }
    return current.routes
      ? { ...current, routes: current.routes.map((child) => visit(child, scope)) }
      : current;
  }

  return { route: visit(root, undefined), pages, versionCount };
}

/** Throws unless the routes seen so far hold every version, category index and doc with cards. */
export function checkMoved(pages: readonly CardPage[], versionCount: number, expected: ExpectedRoutes): void {
  if (versionCount === 0) throw new RouteShapeError('no version route with a `version` prop');
  const categories = pages.filter((page) => page.kind === 'category').length;
  if (categories !== expected.categoryIndexCount) {
    throw new RouteShapeError(
      `${categories} category index routes, but the sidebars have ${expected.categoryIndexCount} generated indexes`,
    );
  }
  const docs = pages.filter((page) => page.kind === 'doc').length;
  if (docs !== expected.docSourcesWithCards.size) {
    throw new RouteShapeError(
      `${docs} routes of the ${expected.docSourcesWithCards.size} docs that render cards`,
    );
  }
}
