import { DocSearchModal as AlgoliaTypedModal } from '@docsearch/react/modal.js';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createLocalSearchClient } from '../../client/docsearchAdapter.ts';
import { searchIndexFor } from '../../client/engine.ts';
import { watchModalAria } from '../../client/modalAria.ts';
import { addModalStyles } from '../../client/modalStyles.ts';
import PartialNotice from './PartialNotice.tsx';
import SearchErrorScreen from './SearchErrorScreen.tsx';
import styles from './styles.module.css';
import { docSearchTranslations } from './modalTranslations.ts';
import { SEARCH_PLACEHOLDER } from './translations.ts';

// The open modal and everything it needs: one lazy chunk, loaded on the button's first hover,
// focus or touch, or by the shortcut (never with the page).

addModalStyles();

/** DocSearch's modal, typed loosely: its props expect Algolia's client, which the local adapter stands in for. */
const DocSearchModal = AlgoliaTypedModal as unknown as ComponentType<Record<string, unknown>>;

/** Prepares the fetched index for searching (main-thread work, ~15 ms); a failure is retried by the next search. */
export function prepareIndex(manifestUrl: string): void {
  searchIndexFor(manifestUrl)
    .load()
    .catch(() => undefined);
}

/** The open modal's results area, once it exists, while `wanted`; DocSearch's own no-results screen is hidden there. */
function useModalDropdown(wanted: boolean): Element | null {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    if (!wanted) {
      setDropdown(null);
      return;
    }
    setDropdown(document.querySelector('.DocSearch-Dropdown'));
    document.body.classList.add(styles.indexFailed!);
    return () => document.body.classList.remove(styles.indexFailed!);
  }, [wanted]);
  return dropdown;
}

interface HitProps {
  hit: { url: string };
  children: ReactNode;
}

function Hit({ hit, children }: HitProps): ReactNode {
  return <Link to={hit.url}>{children}</Link>;
}

export interface SearchModalProps {
  manifestUrl: string;
  /** The search page's route, base URL included: the footer links all results there. */
  searchPagePath: string;
  /** Section of the page the reader is on: its pages rank first among equals. */
  currentSection: string | undefined;
  /** A character typed on the focused button, to start the query with. */
  initialQuery: string | undefined;
  onClose: () => void;
}

export default function SearchModal({
  manifestUrl,
  searchPagePath,
  currentSection,
  initialQuery,
  onClose,
}: SearchModalProps): ReactNode {
  const history = useHistory();
  const [indexFailed, setIndexFailed] = useState(false);
  const dropdown = useModalDropdown(indexFailed);

  // The index is prepared after the modal's first paint, so the input shows first (a query
  // typed sooner prepares it itself).
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => prepareIndex(manifestUrl))));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [manifestUrl]);

  // Repairs DocSearch's modal markup while it is open.
  useEffect(() => watchModalAria(document, docSearchTranslations.modal.searchBox.searchInputLabel), []);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  // Whether each answered query's results match only part of it: read when DocSearch shows them.
  const partialQueries = useRef(new Map<string, boolean>());
  const transformSearchClient = useCallback(
    (client: object) =>
      createLocalSearchClient(
        client,
        searchIndexFor(manifestUrl),
        () => ({ currentSection }),
        setIndexFailed,
        (query, partial) => partialQueries.current.set(query, partial),
      ),
    [manifestUrl, currentSection],
  );

  const resultsFooter = useCallback(
    ({ state }: { state: { context: { nbHits: number }; query: string } }) => (
      <>
        {partialQueries.current.get(state.query) && <PartialNotice />}
        <Link to={`${searchPagePath}?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
          {translate(
            {
              id: 'theme.SearchLocal.modal.seeAll',
              message: 'See all {count} results',
            },
            { count: String(state.context.nbHits) },
          )}
        </Link>
      </>
    ),
    [onClose, searchPagePath],
  );

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId="local"
          apiKey="local"
          indexName="local"
          placeholder={SEARCH_PLACEHOLDER}
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          onClose={onClose}
          navigator={navigator}
          hitComponent={Hit}
          transformSearchClient={transformSearchClient}
          resultsFooterComponent={resultsFooter}
          translations={docSearchTranslations.modal}
          searchParameters={{ hitsPerPage: 20 }}
          maxResultsPerGroup={9}
        />,
        document.body,
      )}
      {dropdown && createPortal(<SearchErrorScreen />, dropdown)}
    </>
  );
}
