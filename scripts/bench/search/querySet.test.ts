import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { typoQueries, variantQueries } from './heldOutQueries';
import { judgedQueries, type JudgedQuery } from './queries';
import { missingPages, pathProblem, querySetProblems } from './querySet';
import { sitemapPaths, sourceRoutes } from './siteRoutes';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SITEMAP = path.join(SITE_DIR, 'build', 'sitemap.xml');

describe('the judged query set', () => {
  it('is well formed', () => {
    expect(querySetProblems(judgedQueries)).toEqual([]);
  });

  it('has at least 70 queries of every kind, short and long', () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(70);
    for (const kind of ['zh', 'en', 'mixed'] as const) {
      expect(judgedQueries.filter((query) => query.kind === kind).length).toBeGreaterThanOrEqual(15);
    }
    expect(judgedQueries.some((query) => [...query.query].length <= 2)).toBe(true);
    expect(judgedQueries.filter((query) => [...query.query].length >= 12).length).toBeGreaterThanOrEqual(5);
  });

  it('judges only pages the site has (build/sitemap.xml when built, else the docs and blog sources)', () => {
    const pages = existsSync(SITEMAP) ? sitemapPaths(readFileSync(SITEMAP, 'utf8')) : sourceRoutes(SITE_DIR);
    expect(pages.size).toBeGreaterThan(100);
    expect(missingPages(judgedQueries, pages), 'judged pages missing from the site').toEqual([]);
  });
});

describe('the held-out query sets', () => {
  const heldOut = [...variantQueries, ...typoQueries];
  it('are well formed, and apart from the tuning set', () => {
    expect(querySetProblems(heldOut)).toEqual([]);
    const tuning = new Set(judgedQueries.map((query) => query.query.toLowerCase()));
    expect(heldOut.filter((query) => tuning.has(query.query.toLowerCase()))).toEqual([]);
    expect(variantQueries.length).toBeGreaterThanOrEqual(20);
    expect(typoQueries.length).toBeGreaterThanOrEqual(15);
  });

  it('judge only pages the site has', () => {
    const pages = existsSync(SITEMAP) ? sitemapPaths(readFileSync(SITEMAP, 'utf8')) : sourceRoutes(SITE_DIR);
    expect(missingPages(heldOut, pages)).toEqual([]);
  });
});

describe('querySetProblems', () => {
  const good: JudgedQuery = { query: '闭包', kind: 'zh', relevant: ['/docs/JavaScript/核心概念/闭包'] };

  it('accepts a well-formed query', () => {
    expect(querySetProblems([good])).toEqual([]);
  });

  it('reports duplicates, wrong kinds and relevant-list sizes', () => {
    const problems = querySetProblems([
      good,
      { ...good, query: ' 闭包' },
      { query: 'event loop', kind: 'mixed', relevant: ['/a', '/b', '/c', '/d'] },
      { query: 'useRef 用法', kind: 'en', relevant: [] },
      { query: 'Proxy', kind: 'en', relevant: ['/a', '/a'] },
    ]);
    expect(problems).toEqual([
      '" 闭包": duplicate query',
      '" 闭包": leading or trailing white space',
      '"event loop": kind is mixed but the text is en',
      '"event loop": 4 relevant pages (1 to 3 expected)',
      '"useRef 用法": kind is en but the text is mixed',
      '"useRef 用法": 0 relevant pages (1 to 3 expected)',
      '"Proxy": a relevant page is listed twice',
    ]);
  });

  it('reports malformed paths', () => {
    expect(querySetProblems([{ ...good, relevant: ['/docs/a#b'] }])).toEqual([
      '"闭包": "/docs/a#b" has an anchor or query',
    ]);
  });
});

describe('pathProblem', () => {
  it('accepts routed paths with spaces and Chinese', () => {
    expect(pathProblem('/docs/React/React Hooks/useEffect')).toBeUndefined();
    expect(pathProblem('/')).toBeUndefined();
  });

  it('rejects relative, slash-terminated, encoded and anchored paths', () => {
    expect(pathProblem('docs/a')).toMatch(/start/);
    expect(pathProblem('/docs/a/')).toMatch(/ends with/);
    expect(pathProblem('/docs/%E9%97%AD')).toMatch(/percent/);
    expect(pathProblem('/docs/a?x=1')).toMatch(/anchor or query/);
    expect(pathProblem('/docs/ a')).toMatch(/white space/);
  });
});

describe('missingPages', () => {
  it('lists each judged page the site lacks, with its query', () => {
    const queries: JudgedQuery[] = [
      { query: 'a', kind: 'en', relevant: ['/x', '/y'] },
      { query: 'b', kind: 'en', relevant: ['/y'] },
    ];
    expect(missingPages(queries, new Set(['/y']))).toEqual(['a → /x']);
  });
});
