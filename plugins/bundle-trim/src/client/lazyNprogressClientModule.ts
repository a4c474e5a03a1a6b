// Stands in for theme-classic's `nprogress` client module, which put the nprogress library in
// every page's main bundle although only client-side navigations show the bar. The library
// loads on the reader's first pointer, touch or keyboard focus on a link (before a click can
// navigate) or, at the latest, when a navigation starts; the bar still appears after the same 200 ms.
import type { ClientModule } from '@docusaurus/types';
import type nprogressLibrary from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';

const DELAY_MS = 200;
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

let nprogress: Promise<typeof nprogressLibrary | undefined> | undefined;

/** The library, or undefined when its chunk cannot load (offline): no bar, and the next navigation tries again. */
function loadNprogress(): Promise<typeof nprogressLibrary | undefined> {
  nprogress ??= import('nprogress')
    .then(({ default: bar }) => bar.configure({ showSpinner: false }))
    .catch(() => {
      nprogress = undefined;
      return undefined;
    });
  return nprogress;
}

function onFirstIntent(event: Event): void {
  // Focus elsewhere (the search input, a button) does not lead to a navigation.
  if (event.type === 'focusin' && !(event.target instanceof Element && event.target.closest('a[href]')))
    return;
  for (const type of INTENT_EVENTS) document.removeEventListener(type, onFirstIntent, true);
  void loadNprogress();
}

if (typeof document !== 'undefined') {
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onFirstIntent, { capture: true, passive: true });
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const loading = loadNprogress();
    const timeout = window.setTimeout(() => void loading.then((bar) => bar?.start()), DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    // Before the library loads there is no bar to finish.
    void nprogress?.then((bar) => bar?.done());
  },
};

export default clientModule;
