import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock/Content';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import HighlightedCode from '../../../client/highlighter';
import styles from './styles.module.css';

/**
 * theme-classic's highlighted `<pre>`, except while the page hydrates: then the server's markup
 * (colours for both modes, plugins/code-blocks) is kept as it is, so the code is neither
 * tokenized nor turned into elements again, and Prism is not loaded. Blocks rendered later
 * (client navigation) load Prism and are highlighted as usual.
 */
export default function ContentKeepingServerMarkup(props: Props): ReactNode {
  const hydrated = useIsBrowser();
  const [keepServerMarkup, setKeepServerMarkup] = useState(
    () => typeof document !== 'undefined' && !hydrated,
  );
  const { metadata, wordWrap } = useCodeBlockContext();
  const lineCount = { '--code-lines': metadata.code.split('\n').length } as CSSProperties;
  const holder = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!keepServerMarkup) return;
    const pre = holder.current?.querySelector('pre') ?? null;
    // React rendered this page in the browser instead of hydrating it: no server markup to keep.
    if (!pre) setKeepServerMarkup(false);
    wordWrap.codeBlockRef.current = pre;
  }, [keepServerMarkup, wordWrap.codeBlockRef]);

  if (keepServerMarkup) {
    return (
      <div
        ref={holder}
        className={styles.holder}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div className={styles.holder} style={lineCount}>
      <HighlightedCode {...props} />
    </div>
  );
}
