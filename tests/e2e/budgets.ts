import { PAGE_TYPES, type PageTypeId } from '../../scripts/bench/site/pageTypes';

/**
 * First-visit JavaScript ceilings per page type, in KiB (1024 bytes) of gzip -9: what a fresh
 * visit loads as scripts until the network is quiet. Each is the figure measured before the
 * codebase redesign (session 6's `npm run bench`) plus 3%, so bytes cannot come back unnoticed.
 * The page types and their paths are the bench's (scripts/bench/site/pageTypes.ts), which prints
 * these ceilings beside its figures; the README's budget table prints them too (a unit test keeps
 * the two equal).
 */
export interface PageBudget {
  id: PageTypeId;
  path: string;
  status: number;
  /** Measured before the redesign, KiB. */
  measuredKiB: number;
  ceilingKiB: number;
}

const MEASURED_KIB: Record<PageTypeId, number> = {
  home: 124.0,
  doc: 148.5,
  docDiagrams: 149.2,
  category: 139.0,
  tag: 141.6,
  blogPost: 149.0,
  blogList: 150.7,
  search: 129.9,
  notFound: 123.0,
  // Not a page before the redesign: measured when it was added (plugins/practice, issue 21).
  practice: 137.6,
};

const withMargin = (kib: number) => Math.round(kib * 1.03 * 10) / 10;

export const PAGE_BUDGETS: readonly PageBudget[] = PAGE_TYPES.map((page) => ({
  id: page.id,
  path: page.path,
  status: 'status' in page ? page.status : 200,
  measuredKiB: MEASURED_KIB[page.id],
  ceilingKiB: withMargin(MEASURED_KIB[page.id]),
}));
