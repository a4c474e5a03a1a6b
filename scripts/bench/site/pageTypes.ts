import type { ChunkKind } from './types';

/**
 * One page of each type the site has: `npm run bench` measures these, and the browser tests'
 * budgets (tests/e2e/budgets.ts) hold the first-visit JavaScript of the same pages.
 */
export const PAGE_TYPES = [
  { id: 'home', path: '/' },
  { id: 'doc', path: '/docs/JavaScript/核心概念/闭包' },
  { id: 'docDiagrams', path: '/docs/JavaScript/核心概念/事件循环' },
  { id: 'category', path: '/docs/category/react-hooks' },
  { id: 'tag', path: '/docs/tags/react' },
  { id: 'blogPost', path: '/blog/welcome' },
  { id: 'blogList', path: '/blog' },
  // With results: its largest paint waits for the index.
  { id: 'search', path: '/search?q=闭包', uses: ['searchEngine'] },
  { id: 'notFound', path: '/no-such-page', status: 404 },
  // The start screen: its largest paint waits for the bank's index (plugins/practice).
  { id: 'practice', path: '/practice' },
] as const satisfies readonly {
  id: string;
  path: string;
  /** Chunk kinds this page needs on first load; any other kind it loads is flagged. */
  uses?: readonly ChunkKind[];
  /** HTTP status of the document; 200 when left out. */
  status?: 404;
}[];

export type PageTypeId = (typeof PAGE_TYPES)[number]['id'];

export interface PageType {
  id: PageTypeId;
  path: string;
  uses: readonly ChunkKind[];
  status: 200 | 404;
}

export const pageTypeIds: readonly PageTypeId[] = PAGE_TYPES.map((page) => page.id);

/** The page types to measure, in table order; all of them when `only` is empty. */
export function pageTypes(only: readonly PageTypeId[] = []): PageType[] {
  return PAGE_TYPES.filter((page) => only.length === 0 || only.includes(page.id)).map((page) => ({
    id: page.id,
    path: page.path,
    uses: 'uses' in page ? page.uses : [],
    status: 'status' in page ? page.status : 200,
  }));
}
