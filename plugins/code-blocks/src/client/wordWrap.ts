import type { useCodeWordWrap } from '@docusaurus/theme-common/internal';
import { useCallback, useEffect, useRef, useState } from 'react';

export type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * theme-common's `useCodeWordWrap` (the wrap button's state), measuring whether the code
 * overflows only once the block is in view: the original measured every block as the page
 * mounted, forcing the layout of blocks the browser had not laid out (they are
 * `content-visibility: auto`). An IntersectionObserver also covers a tab panel being shown.
 */
export function useCodeWordWrapWhenVisible(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const toggledOnce = useRef(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(
      pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style'),
    );
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    toggledOnce.current = true;
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(() => {
    // The block's container outlives the `<pre>`, which is replaced once Prism has loaded.
    const block = codeBlockRef.current?.parentElement?.closest('.theme-code-block');
    if (!block) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) measure();
    });
    observer.observe(block);
    window.addEventListener('resize', measure, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  useEffect(() => {
    if (toggledOnce.current) measure();
  }, [isEnabled, measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
