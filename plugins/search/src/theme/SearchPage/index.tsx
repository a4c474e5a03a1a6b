import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { useEffect, useState, type ReactNode } from 'react';
import { toDocSearchHit } from '../../client/docsearchAdapter';
import { searchIndexFor, type RankedResults, type RecordHit } from '../../client/engine';
import { pageWindow, readSearchParams, readyPrefix, writeSearchParams } from '../../client/pagination';
import type { SearchGlobalData } from '../../node';
import { SEARCH_PLACEHOLDER } from '../SearchBar/translations';
import styles from './styles.module.css';

/** Same limit as the modal's input. */
const MAX_QUERY_LENGTH = 64;
const RESULTS_PER_PAGE = 20;

type ResultsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  /** `hits[i]`: the places of page i, once its text has arrived. */
  | { status: 'ready'; results: RankedResults; hits: (RecordHit[] | undefined)[] };

/**
 * Results of one query and result page; stale answers (a newer query was typed) are dropped. The
 * ranking comes first, then each page's places as its text arrives.
 */
function useResults(manifestUrl: string, query: string, page: number): ResultsState {
  const [state, setState] = useState<ResultsState>({ status: 'idle' });
  useEffect(() => {
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
    const failed = () => active && setState({ status: 'error' });
    searchIndexFor(manifestUrl)
      .rank(query, { offset: (page - 1) * RESULTS_PER_PAGE, limit: RESULTS_PER_PAGE })
      .then((results) => {
        if (!active) return;
        setState({ status: 'ready', results, hits: results.pages.map(() => undefined) });
        results.pages.forEach((result, i) =>
          result.hits
            .then((hits) =>
              setState((current) =>
                active && current.status === 'ready' && current.results === results
                  ? { ...current, hits: current.hits.map((known, j) => (j === i ? hits : known)) }
                  : current,
              ),
            )
            .catch(failed),
        );
      })
      .catch(failed);
    return () => {
      active = false;
    };
  }, [manifestUrl, query, page]);
  return state;
}

export default function SearchPage(): ReactNode {
  const data = usePluginData('local-search') as SearchGlobalData;
  const location = useLocation();
  const history = useHistory();
  const { query: urlQuery, page } = readSearchParams(location.search);
  // The query is read after hydration: the server-rendered page has none.
  const [input, setInput] = useState<string | null>(null);
  const query = (input ?? '').trim();
  const state = useResults(data.manifestUrl, query, page);

  useEffect(() => {
    setInput((current) => current ?? urlQuery.slice(0, MAX_QUERY_LENGTH));
  }, [urlQuery]);

  useEffect(() => {
    if (input === null) return;
    const next = writeSearchParams(query, query === urlQuery.trim() ? page : 1);
    if (next !== location.search) history.replace({ search: next });
  }, [input, query, urlQuery, page, location.search, history]);

  const total = state.status === 'ready' ? state.results.total : 0;
  const totalPages = Math.ceil(total / RESULTS_PER_PAGE);
  const current = Math.min(page, Math.max(totalPages, 1));
  // Results show in order as their texts arrive: a later one never pushes an earlier one down.
  const arrived = state.status === 'ready' ? readyPrefix(state.hits) : [];
  const complete = state.status === 'ready' && arrived.length === state.hits.length;
  const shown =
    state.status === 'ready'
      ? arrived.map((hits, i) =>
          toDocSearchHit({ ...state.results.pages[i]!, hits }, hits[0]!, state.results.groups),
        )
      : [];

  return (
    // Indexable, canonically `/search`: every `?q=` folds into that one page of the form.
    <Layout title={query ? `搜索「${query}」` : '搜索'} description="在码途笔记的全部笔记与博客中离线搜索。">
      <main className="container margin-vert--lg">
        <Heading as="h1">{query ? `搜索「${query}」的结果` : '搜索笔记'}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label className={styles.label} htmlFor="search-page-input">
            搜索
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
        {state.status === 'loading' && query && <p aria-live="polite">正在加载索引……</p>}
        {state.status === 'error' && (
          <p className={styles.error} role="alert">
            无法获取结果。你可能需要检查网络连接。
          </p>
        )}
        {state.status === 'ready' && query && (
          <p aria-live="polite" className={styles.count}>
            {total > 0 ? `找到 ${total} 条结果` : `没有结果：「${query}」。认为应该有结果？请告诉作者。`}
          </p>
        )}
        <ol className={styles.results}>
          {shown.map((hit) => (
            <li key={hit.objectID} className={styles.result}>
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
          ))}
        </ol>
        {complete && totalPages > 1 && (
          <nav aria-label="搜索结果分页" className={styles.pagination}>
            {pageWindow(current, totalPages).map((number, index) =>
              number === null ? (
                <span key={`gap-${index}`}>…</span>
              ) : (
                <Link
                  key={number}
                  to={`/search${writeSearchParams(query, number)}`}
                  aria-current={number === current ? 'page' : undefined}
                  className={number === current ? styles.currentPage : undefined}
                >
                  {number}
                </Link>
              ),
            )}
          </nav>
        )}
      </main>
    </Layout>
  );
}
