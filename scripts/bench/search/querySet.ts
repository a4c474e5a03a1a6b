/** Checks of the judged query set's shape (pure). */
import type { JudgedQuery } from './queries';

const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z]/;

/** Why a page path is malformed, or undefined when it is a plain routed path. */
export function pathProblem(page: string): string | undefined {
  if (!page.startsWith('/')) return 'does not start with /';
  if (/[#?]/.test(page)) return 'has an anchor or query';
  if (page.length > 1 && page.endsWith('/')) return 'ends with /';
  if (/%[0-9a-f]{2}/i.test(page)) return 'is percent-encoded';
  if (page !== page.trim() || /\s{2,}|\/\s|\s\//.test(page)) return 'has stray white space';
  return undefined;
}

/** Every problem with the query set, one line each; empty when it is well formed. */
export function querySetProblems(queries: readonly JudgedQuery[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { query, kind, relevant } of queries) {
    const label = JSON.stringify(query);
    const key = query.normalize('NFKC').toLowerCase().trim();
    if (key === '') problems.push(`empty query`);
    if (seen.has(key)) problems.push(`${label}: duplicate query`);
    seen.add(key);
    if (query !== query.trim()) problems.push(`${label}: leading or trailing white space`);
    const han = HAN.test(query);
    const latin = LATIN.test(query);
    const actual = han && latin ? 'mixed' : han ? 'zh' : 'en';
    if (actual !== kind) problems.push(`${label}: kind is ${kind} but the text is ${actual}`);
    if (relevant.length < 1 || relevant.length > 3)
      problems.push(`${label}: ${relevant.length} relevant pages (1 to 3 expected)`);
    if (new Set(relevant).size !== relevant.length)
      problems.push(`${label}: a relevant page is listed twice`);
    for (const page of relevant) {
      const problem = pathProblem(page);
      if (problem) problems.push(`${label}: ${JSON.stringify(page)} ${problem}`);
    }
  }
  return problems;
}

/** Judged pages that are not among the site's pages, as "query → path". */
export function missingPages(queries: readonly JudgedQuery[], pages: ReadonlySet<string>): string[] {
  return queries.flatMap(({ query, relevant }) =>
    relevant.filter((page) => !pages.has(page)).map((page) => `${query} → ${page}`),
  );
}
