import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { fetchIndexFiles } from '../../client/indexFiles';
import { shortcutFor } from '../../client/shortcuts';
import { sectionKeyForPath } from '../../shared/sections';
import type { SearchGlobalData } from '../../node';
import SearchButton from './SearchButton';
import SearchErrorScreen from './SearchErrorScreen';
import styles from './styles.module.css';
import { docSearchTranslations, SEARCH_PLACEHOLDER } from './translations';

type ModalProps = Record<string, unknown>;
type ModalClient = typeof import('../../client/modalClient');
let DocSearchModal: ComponentType<ModalProps> | undefined;
let modalClient: ModalClient | undefined;

/** The search engine: loaded with the modal, never with the page. */
function loadClient(): Promise<ModalClient> {
  if (modalClient) return Promise.resolve(modalClient);
  return import('../../client/modalClient').then((module) => (modalClient = module));
}

/** The modal's code and stylesheet load on first hover, focus, touch or click of the button. */
function loadModal(): Promise<void> {
  if (DocSearchModal && modalClient) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('../../client/modalStyles').then(({ addModalStyles }) => addModalStyles()),
    loadClient(),
  ]).then(([module]) => {
    DocSearchModal = module.DocSearchModal as unknown as ComponentType<ModalProps>;
  });
}

/** Starts fetching the index at once (a failure is retried by the next search). */
function fetchIndex(manifestUrl: string): void {
  void fetchIndexFiles(manifestUrl).catch(() => undefined);
}

/** Prepares the fetched index for searching (main-thread work, ~15 ms), once the engine is loaded. */
function prepareIndex(manifestUrl: string): void {
  void loadClient()
    .then((client) => client.searchIndexFor(manifestUrl).load())
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

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const data = usePluginData('local-search') as SearchGlobalData;
  const history = useHistory();
  const location = useLocation();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [indexFailed, setIndexFailed] = useState(false);
  const dropdown = useModalDropdown(isOpen && indexFailed);
  const { manifestUrl } = data;
  const currentSection = sectionKeyForPath(location.pathname, data.sections, siteConfig.baseUrl);

  // A failed load (offline) is retried on the next hover or click.
  const prepare = useCallback(() => {
    void loadModal().catch(() => undefined);
    fetchIndex(manifestUrl);
    prepareIndex(manifestUrl);
  }, [manifestUrl]);

  // Opening by keyboard skips the hover: the index starts loading alongside the modal's code.
  const onOpen = useCallback(() => {
    fetchIndex(manifestUrl);
    void loadModal()
      .then(() => setIsOpen(true))
      .catch(() => undefined);
  }, [manifestUrl]);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setIndexFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          target: event.target as HTMLElement | null,
          onSearchButton: event.target === searchButtonRef.current,
        },
        isOpen,
      );
      if (action === 'none') return;
      event.preventDefault();
      if (action === 'close' || (action === 'toggle' && isOpen)) onClose();
      else if (action === 'type') {
        const key = event.key;
        fetchIndex(manifestUrl);
        void loadModal()
          .then(() => {
            setInitialQuery(key);
            setIsOpen(true);
          })
          .catch(() => undefined);
      } else onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, manifestUrl]);

  // Opened by keyboard, the index is prepared after the modal's first paint, so the input shows
  // first (a query typed sooner prepares it itself).
  useEffect(() => {
    if (!isOpen) return undefined;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => prepareIndex(manifestUrl))));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [isOpen, manifestUrl]);

  // Opening loaded the client, which repairs DocSearch's modal markup while it is open.
  useEffect(
    () =>
      isOpen
        ? modalClient?.watchModalAria(document, docSearchTranslations.modal.searchBox.searchInputLabel)
        : undefined,
    [isOpen],
  );

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  // Only called by the open modal, whose loading loaded the client too.
  const transformSearchClient = useCallback(
    (client: object) =>
      modalClient!.createLocalSearchClient(
        client,
        modalClient!.searchIndexFor(manifestUrl),
        () => ({ currentSection }),
        setIndexFailed,
      ),
    [manifestUrl, currentSection],
  );

  const resultsFooter = useCallback(
    ({ state }: { state: { context: { nbHits: number }; query: string } }) => (
      <Link to={`/search?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
        查看全部 {state.context.nbHits} 条结果（See all {state.context.nbHits} results）
      </Link>
    ),
    [onClose],
  );

  return (
    <>
      <div onMouseEnter={prepare} onFocus={prepare} onTouchStart={prepare}>
        <SearchButton onClick={onOpen} ref={searchButtonRef} />
      </div>
      {isOpen &&
        DocSearchModal &&
        createPortal(
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
