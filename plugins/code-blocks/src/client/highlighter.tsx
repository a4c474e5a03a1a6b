import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import { lazy, Suspense, type ReactNode } from 'react';
import styles from './unhighlighted.module.css';

/** The code as plain text, shown while Prism's chunk loads. */
function Unhighlighted(): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <pre ref={wordWrap.codeBlockRef} className={`${styles.unhighlighted} thin-scrollbar`}>
      <code>{metadata.code}</code>
    </pre>
  );
}

// Offline, Prism's chunk may be missing: the code then stays plain text rather than an error.
const Highlighted = lazy(() =>
  import('./Highlighted').catch(() => ({ default: Unhighlighted as (props: Props) => ReactNode })),
);

/**
 * In the browser, Prism and the highlighted block load on first use. The server build renders
 * `highlighterOnServer.tsx` instead (src/node/index.ts), so server markup has no Suspense boundary.
 */
export default function HighlightedCode(props: Props): ReactNode {
  return (
    <Suspense fallback={<Unhighlighted />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
