import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toDocSearchHit } from '../../client/docsearchAdapter.ts';
import {
  searchIndexFor,
  type PendingPageResult,
  type RankedResults,
  type RecordHit,
} from '../../client/engine.ts';
import type { QueryGroup } from '../../shared/text.ts';
import { pageWindow, readSearchParams, readyPrefix, writeSearchParams } from '../../client/pagination.ts';
import { useSearchPageData } from '../../client/pluginData.ts';
import { PARTIAL_RESULTS_TEXT, SEARCH_PLACEHOLDER } from '../SearchBar/translations.ts';
import styles from './styles.module.css';

/** Same limit as the modal's input. */
const MAX_QUERY_LENGTH = 64;
const RESULTS_PER_PAGE = 20;

type ResultsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; results: RankedResults };

/**
 * Ranked results of one query and result page; stale answers (a newer query was typed) are
 * dropped. `query` is null until the page has read it from the URL.
 */
function useResults(
  manifestUrl: string,
  query: string | null,
  page: number,
): [state: ResultsState, fail: () => void] {
  const [state, setState] = useState<ResultsState>({ status: 'idle' });
  const fail = useCallback(() => setState({ status: 'error' }), []);
  useEffect(() => {
    if (query === null) return;
    if (!query) {
      setState({ status: 'idle' });
      // The reader is about to type: have the index (preloaded by this page's head) ready.
      searchIndexFor(manifestUrl)
        .load()
        .catch(() => undefined);
      return;
    }
    let active = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    searchIndexFor(manifestUrl)
      .rank(query, { offset: (page - 1) * RESULTS_PER_PAGE, limit: RESULTS_PER_PAGE })
      .then((results) => active && setState({ status: 'ready', results }))
      .catch(() => active && setState({ status: 'error' }));
    return () => {
      active = false;
    };
  }, [manifestUrl, query, page]);
  return [state, fail];
}

/** Results whose texts load first: about a phone screen of them. */
const FIRST_SCREEN = 5;

type ArrivedHits = (RecordHit[] | undefined)[];

/**
 * The places of each ranked page as its text arrives (`undefined` until then), applied at most
 * once a frame; `fail` is called if a text cannot be loaded. The first screen's texts load first;
 * the rest once those results are on screen and the browser is idle, so on a slow network the
 * first results do not share it with twenty downloads.
 */
function useArrivedHits(results: RankedResults, fail: () => void): ArrivedHits {
  // Kept with the results they belong to: new results start with none arrived.
  const [arrived, setArrived] = useState<{ of: RankedResults; hits: ArrivedHits }>();
  const hits = arrived?.of === results ? arrived.hits : results.pages.map(() => undefined);
  const firstScreenShown = readyPrefix(hits).length >= Math.min(FIRST_SCREEN, results.pages.length);
  const loader = useMemo(() => {
    const loaded: ArrivedHits = results.pages.map(() => undefined);
    let frame = 0;
    let active = true;
    const flush = () => {
      frame = 0;
      if (active) setArrived({ of: results, hits: [...loaded] });
    };
    return {
      load: (from: number, to?: number) =>
        Promise.all(
          results.pages.slice(from, to).map((page, i) =>
            page.loadHits().then((placed) => {
              loaded[from + i] = placed;
              frame ||= requestAnimationFrame(flush);
            }),
          ),
        ),
      stop: () => {
        active = false;
        cancelAnimationFrame(frame);
      },
    };
  }, [results]);
  useEffect(() => {
    let active = true;
    loader.load(0, FIRST_SCREEN).catch(() => active && fail());
    return () => {
      active = false;
      loader.stop();
    };
  }, [loader, fail]);
  useEffect(() => {
    if (!firstScreenShown || results.pages.length <= FIRST_SCREEN) return;
    let active = true;
    afterNextPaint()
      .then(whenIdle)
      .then(() => (active ? loader.load(FIRST_SCREEN) : undefined))
      .catch(() => active && fail());
    return () => {
      active = false;
    };
  }, [loader, firstScreenShown, results, fail]);
  return hits;
}

/** Resolves once the browser has painted the next frame. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves when the browser is idle (at most a second from now). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(), { timeout: 1000 })
      : setTimeout(resolve, 50),
  );
}

/** One result; memoised, so a result arriving later does not redo the ones shown before it. */
const ResultItem = memo(function ResultItem({
  page,
  hits,
  groups,
}: {
  page: PendingPageResult;
  hits: RecordHit[];
  groups: QueryGroup[];
}): ReactNode {
  const hit = toDocSearchHit({ ...page, hits }, hits[0]!, groups);
  return (
    <li className={styles.result}>
      <p className={styles.crumbs}>
        {[hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl2].filter(Boolean).join(' › ')}
      </p>
      <Heading as="h2" className={styles.title}>
        <Link
          to={hit.url}
          dangerouslySetInnerHTML={{
            __html:
              hit._highlightResult.hierarchy.lvl3?.value ||
              hit._highlightResult.hierarchy.lvl2?.value ||
              hit._highlightResult.hierarchy.lvl1!.value,
          }}
        />
      </Heading>
      {hit._snippetResult.content && (
        <p
          className={styles.snippet}
          dangerouslySetInnerHTML={{ __html: hit._snippetResult.content.value }}
        />
      )}
    </li>
  );
});

/** The results in rank order as their texts arrive (a later one never pushes an earlier one down), then the page links. */
function ResultList({
  results,
  query,
  page,
  searchPagePath,
  fail,
}: {
  results: RankedResults;
  query: string;
  page: number;
  /** This page's route, base URL included. */
  searchPagePath: string;
  fail: () => void;
}): ReactNode {
  const arrived = readyPrefix(useArrivedHits(results, fail));
  const totalPages = Math.ceil(results.total / RESULTS_PER_PAGE);
  const current = Math.min(page, Math.max(totalPages, 1));
  return (
    <>
      <ol className={styles.results}>
        {arrived.map((hits, i) => (
          <ResultItem
            key={results.pages[i]!.url}
            page={results.pages[i]!}
            hits={hits}
            groups={results.groups}
          />
        ))}
      </ol>
      {arrived.length === results.pages.length && totalPages > 1 && (
        <nav
          aria-label={translate({
            id: 'theme.SearchLocal.page.paginationLabel',
            message: 'Result pages',
          })}
          className={styles.pagination}
        >
          {pageWindow(current, totalPages).map((number, index) =>
            number === null ? (
              <span key={`gap-${index}`}>…</span>
            ) : (
              <Link
                key={number}
                to={`${searchPagePath}${writeSearchParams(query, number)}`}
                aria-current={number === current ? 'page' : undefined}
                className={number === current ? styles.currentPage : undefined}
              >
                {number}
              </Link>
            ),
          )}
        </nav>
      )}
    </>
  );
}

/** The page's `<title>`, description and heading. */
function usePageTexts(query: string): { title: string; description: string; heading: string } {
  const { siteConfig } = useDocusaurusContext();
  const description = translate(
    {
      id: 'theme.SearchLocal.page.description',
      message: 'Search all the docs and blog posts of {siteTitle}, offline.',
    },
    { siteTitle: siteConfig.title },
  );
  if (!query) {
    return {
      title: translate({
        id: 'theme.SearchLocal.page.title',
        message: 'Search',
      }),
      description,
      heading: translate({
        id: 'theme.SearchLocal.page.heading',
        message: 'Search the docs',
      }),
    };
  }
  return {
    title: translate(
      {
        id: 'theme.SearchLocal.page.queryTitle',
        message: 'Search “{query}”',
      },
      { query },
    ),
    description,
    heading: translate(
      {
        id: 'theme.SearchLocal.page.queryHeading',
        message: 'Results for “{query}”',
      },
      { query },
    ),
  };
}

export default function SearchPage(): ReactNode {
  const data = useSearchPageData();
  const location = useLocation();
  const history = useHistory();
  const { query: urlQuery, page } = readSearchParams(location.search);
  // The query is read after hydration: the server-rendered page has none.
  const [input, setInput] = useState<string | null>(null);
  const query = (input ?? '').trim();
  const [state, fail] = useResults(data.manifestUrl, input === null ? null : query, page);

  useEffect(() => {
    setInput((current) => current ?? urlQuery.slice(0, MAX_QUERY_LENGTH));
  }, [urlQuery]);

  useEffect(() => {
    if (input === null) return;
    const next = writeSearchParams(query, query === urlQuery.trim() ? page : 1);
    if (next !== location.search) history.replace({ search: next });
  }, [input, query, urlQuery, page, location.search, history]);

  const total = state.status === 'ready' ? state.results.total : 0;
  const { title, description, heading } = usePageTexts(query);

  return (
    // Indexable, canonically `/search`: every `?q=` folds into that one page of the form.
    <Layout title={title} description={description}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{heading}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label className={styles.label} htmlFor="search-page-input">
            {translate({
              id: 'theme.SearchLocal.page.inputLabel',
              message: 'Search',
            })}
          </label>
          <input
            id="search-page-input"
            className={styles.input}
            type="search"
            value={input ?? ''}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
          />
        </form>
        {state.status === 'loading' && query && (
          <p aria-live="polite">
            {translate({
              id: 'theme.SearchLocal.page.loading',
              message: 'Loading the index…',
            })}
          </p>
        )}
        {state.status === 'error' && (
          <p className={styles.error} role="alert">
            {translate({
              id: 'theme.SearchLocal.page.error',
              message: 'Unable to fetch results. You might want to check your network connection.',
            })}
          </p>
        )}
        {state.status === 'ready' && query && (
          <p aria-live="polite" className={styles.count}>
            {total > 0
              ? translate(
                  {
                    id: 'theme.SearchLocal.page.resultCount',
                    message: 'Results: {count}',
                  },
                  { count: String(total) },
                )
              : translate(
                  {
                    id: 'theme.SearchLocal.page.noResults',
                    message: 'No results for “{query}”. Believe there should be some? Let us know.',
                  },
                  { query },
                )}
            {state.results.partial && (
              <>
                <br />
                <span className={styles.partial}>{PARTIAL_RESULTS_TEXT}</span>
              </>
            )}
          </p>
        )}
        {state.status === 'ready' && (
          <ResultList
            results={state.results}
            query={query}
            page={page}
            searchPagePath={data.searchPagePath}
            fail={fail}
          />
        )}
      </main>
    </Layout>
  );
}
