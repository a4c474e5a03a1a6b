/**
 * First-visit JavaScript ceilings per page type, in KiB (1024 bytes) of gzip -9: what a fresh
 * visit loads as scripts until the network is quiet. Each is the figure measured before the
 * codebase redesign (session 6's `npm run bench`) plus 3%, so bytes cannot come back unnoticed.
 * The README's budget table prints these numbers (a unit test keeps the two equal).
 */
export interface PageBudget {
  pageType: string;
  path: string;
  status: number;
  /** Measured before the redesign, KiB. */
  measuredKiB: number;
  ceilingKiB: number;
}

const withMargin = (kib: number) => Math.round(kib * 1.03 * 10) / 10;

const page = (pageType: string, path: string, measuredKiB: number, status = 200): PageBudget => ({
  pageType,
  path,
  status,
  measuredKiB,
  ceilingKiB: withMargin(measuredKiB),
});

export const PAGE_BUDGETS: readonly PageBudget[] = [
  page('home', '/', 124.0),
  page('doc', '/docs/JavaScript/核心概念/闭包', 148.5),
  page('doc with diagrams', '/docs/JavaScript/核心概念/事件循环', 149.2),
  page('category', '/docs/category/react-hooks', 139.0),
  page('tag', '/docs/tags/react', 141.6),
  page('blog post', '/blog/welcome', 149.0),
  page('blog list', '/blog', 150.7),
  page('search', '/search?q=闭包', 129.9),
  page('not found', '/no-such-page', 123.0, 404),
];
