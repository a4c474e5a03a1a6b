import { PAGE_TYPES, type PageTypeId } from '../../scripts/bench/site/pageTypes';

/**
 * First-visit JavaScript ceilings per page type, in KiB (1024 bytes) of gzip -9: what a fresh
 * visit loads as scripts until the network is quiet. Each is the figure measured before the
 * codebase redesign (session 6's `npm run bench`) plus 3%, so bytes cannot come back unnoticed,
 * plus what a later feature was granted on that page and measured (FEATURE_GRANTS).
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
  /** What features added since were allowed and measured to add here, KiB. */
  grantedKiB: number;
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

export interface FeatureGrant {
  feature: string;
  /** The cap on what the feature may add to another page's first visit. */
  capKiB: number;
  /** What it added, per page type: its branch against its base, same bench, rounded up. */
  addedKiB: Partial<Record<PageTypeId, number>>;
}

/** Features added after the ceilings were set, each within its issue's cap on other pages. */
export const FEATURE_GRANTS: readonly FeatureGrant[] = [
  {
    feature: 'practice (issue 21): its route, the navbar item 刷题',
    capKiB: 1,
    addedKiB: {
      home: 0.2,
      doc: 0.3,
      docDiagrams: 0.4,
      category: 0.2,
      tag: 0.2,
      blogPost: 0.3,
      blogList: 0.3,
      search: 0.2,
      notFound: 0.2,
    },
  },
  {
    feature: 'code runner (issue 22): 「运行」/「编辑」 in the code-block chunk',
    capKiB: 1,
    addedKiB: {
      home: 0.2,
      doc: 0.8,
      docDiagrams: 0.9,
      category: 0.2,
      tag: 0.2,
      blogPost: 0.7,
      blogList: 0.2,
      search: 0.2,
      notFound: 0.2,
      practice: 0.2,
    },
  },
];

const grantedOn = (id: PageTypeId) =>
  FEATURE_GRANTS.reduce((sum, grant) => sum + (grant.addedKiB[id] ?? 0), 0);
const ceiling = (id: PageTypeId) => Math.round((MEASURED_KIB[id] * 1.03 + grantedOn(id)) * 10) / 10;

export const PAGE_BUDGETS: readonly PageBudget[] = PAGE_TYPES.map((page) => ({
  id: page.id,
  path: page.path,
  status: 'status' in page ? page.status : 200,
  measuredKiB: MEASURED_KIB[page.id],
  grantedKiB: grantedOn(page.id),
  ceilingKiB: ceiling(page.id),
}));
