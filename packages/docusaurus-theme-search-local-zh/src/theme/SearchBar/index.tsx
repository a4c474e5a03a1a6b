import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { fetchIndexFiles } from '../../client/indexFiles.ts';
import { useSearchBarData } from '../../client/pluginData.ts';
import { shortcutFor } from '../../client/shortcuts.ts';
import { sectionKeyForPath } from '../../shared/sections.ts';
import SearchButton from './SearchButton.tsx';
import type { SearchModalProps } from './SearchModal.tsx';

type SearchModalModule = typeof import('./SearchModal.tsx');
let modalModule: SearchModalModule | undefined;

/** The modal, its stylesheet and the search engine: one chunk, loaded on first hover, focus, touch or shortcut. */
function loadModal(): Promise<SearchModalModule> {
  if (modalModule) return Promise.resolve(modalModule);
  return import('./SearchModal.tsx').then((module) => (modalModule = module));
}

/** Starts fetching the index at once (a failure is retried by the next search). */
function fetchIndex(manifestUrl: string): void {
  void fetchIndexFiles(manifestUrl).catch(() => undefined);
}

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const data = useSearchBarData();
  const location = useLocation();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const { manifestUrl, searchPagePath } = data;
  const currentSection = sectionKeyForPath(location.pathname, data.sections, {
    baseUrl: siteConfig.baseUrl,
    docsRouteBasePath: data.docsRouteBasePath,
    blogRouteBasePath: data.blogRouteBasePath,
  });

  // A failed load (offline) is retried on the next hover or click.
  const prepare = useCallback(() => {
    fetchIndex(manifestUrl);
    loadModal()
      .then((module) => module.prepareIndex(manifestUrl))
      .catch(() => undefined);
  }, [manifestUrl]);

  // Opening by keyboard skips the hover: the index starts loading alongside the modal's code.
  const open = useCallback(
    (query?: string) => {
      fetchIndex(manifestUrl);
      loadModal()
        .then(() => {
          setInitialQuery(query);
          setIsOpen(true);
        })
        .catch(() => undefined);
    },
    [manifestUrl],
  );
  const onClose = useCallback(() => {
    setIsOpen(false);
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
      else open(action === 'type' ? event.key : undefined);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, onClose]);

  const SearchModal: ComponentType<SearchModalProps> | undefined = modalModule?.default;
  return (
    <>
      <div onMouseEnter={prepare} onFocus={prepare} onTouchStart={prepare}>
        <SearchButton onClick={() => open()} ref={searchButtonRef} />
      </div>
      {isOpen && SearchModal && (
        <SearchModal
          manifestUrl={manifestUrl}
          searchPagePath={searchPagePath}
          currentSection={currentSection}
          initialQuery={initialQuery}
          onClose={onClose}
        />
      )}
    </>
  );
}
