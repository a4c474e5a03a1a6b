import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PARTIAL_RESULTS_TEXT } from './translations.ts';
import styles from './styles.module.css';

/**
 * The line above the modal's results that says they match only part of the query. DocSearch
 * renders nothing above its hit groups, so this is rendered from the results footer into a
 * holder put first in the results container (React's own rows are always inserted after it).
 */
export default function PartialNotice(): ReactNode {
  const anchor = useRef<HTMLSpanElement>(null);
  const [holder, setHolder] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const container = anchor.current?.closest('.DocSearch-Dropdown-Container');
    if (!container) return;
    const element = document.createElement('div');
    container.prepend(element);
    setHolder(element);
    return () => element.remove();
  }, []);
  return (
    <>
      <span ref={anchor} hidden />
      {holder &&
        createPortal(
          <p className={styles.partialNotice} role="status">
            {PARTIAL_RESULTS_TEXT}
          </p>,
          holder,
        )}
    </>
  );
}
