import type { Props } from '@theme/Mermaid';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

// MDXComponents imports Mermaid for every MDX page: loading the original lazily keeps the
// theme-mermaid glue off pages without a diagram.
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/** How far below (or above) the viewport a diagram starts drawing: one screen ahead. */
const DRAW_AHEAD = '100% 0px';

/**
 * True once the element comes within a screen of the viewport, or the page is printed.
 * Drawing loads and runs the Mermaid library (~190 KB gzip), so a diagram below the fold
 * no longer blocks the main thread while the page starts.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(element);
    const onPrint = () => setNear(true);
    window.addEventListener('beforeprint', onPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', onPrint);
    };
  }, [near, ref]);
  return near;
}

export default function Mermaid(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  // The server renders the slot empty, as the original renders nothing until the browser draws.
  return (
    <div ref={ref} data-mermaid-slot="">
      {near && (
        <Suspense fallback={null}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </div>
  );
}
