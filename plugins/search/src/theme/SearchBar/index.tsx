import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createLocalSearchClient } from '../../client/docsearchAdapter';
import { searchIndexFor } from '../../client/engine';
import { shortcutFor } from '../../client/shortcuts';
import { sectionKeyForPath } from '../../shared/sections';
import type { SearchGlobalData } from '../../node';
import SearchButton from './SearchButton';
import SearchErrorScreen from './SearchErrorScreen';
import styles from './styles.module.css';
import { docSearchTranslations, SEARCH_PLACEHOLDER } from './translations';

type ModalProps = Record<string, unknown>;
let DocSearchModal: ComponentType<ModalProps> | undefined;

/** The modal's code and styles load on first hover, focus, touch or click of the button. */
function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(
    ([module]) => {
      DocSearchModal = module.DocSearchModal as unknown as ComponentType<ModalProps>;
    },
  );
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
  const index = searchIndexFor(data.manifestUrl);
  const currentSection = sectionKeyForPath(location.pathname, data.sections, siteConfig.baseUrl);

  // A failed load (offline) is retried on the next hover or click.
  const prepare = useCallback(() => {
    void loadModal().catch(() => undefined);
    void index.load().catch(() => undefined);
  }, [index]);

  // Opening by keyboard skips the hover: the index starts loading alongside the modal's code.
  const onOpen = useCallback(() => {
    void index.load().catch(() => undefined);
    void loadModal()
      .then(() => setIsOpen(true))
      .catch(() => undefined);
  }, [index]);
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
        void index.load().catch(() => undefined);
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
  }, [isOpen, onOpen, onClose, index]);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const transformSearchClient = useCallback(
    (client: object) => createLocalSearchClient(client, index, () => ({ currentSection }), setIndexFailed),
    [index, currentSection],
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
