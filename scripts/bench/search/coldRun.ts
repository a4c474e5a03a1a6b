/** Cold Ctrl+K → first visible result, timed inside the page (Playwright, fresh context per run). */
import type { Browser } from '@playwright/test';

export interface ColdRunTarget {
  origin: string;
  /** Doc page the reader is on. */
  pagePath: string;
  query: string;
  /** The text field that has focus once the shortcut has opened search. */
  inputSelector: string;
  /** A result element. */
  resultSelector: string;
}

interface ColdMarks {
  shortcutAt?: number;
  resultsAt?: number;
}

type MarkedWindow = Window & { __coldMarks: ColdMarks };

/**
 * Page script run before the site's own: notes the shortcut's keydown and the first visible result.
 * Source text rather than a function, so the TypeScript loader's helpers never reach the page.
 */
export function marksScript(resultSelector: string): string {
  return `(() => {
  const marks = {};
  window.__coldMarks = marks;
  window.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && marks.shortcutAt === undefined)
      marks.shortcutAt = performance.now();
  }, true);
  const selector = ${JSON.stringify(resultSelector)};
  new MutationObserver(() => {
    if (marks.shortcutAt === undefined || marks.resultsAt !== undefined) return;
    const result = document.querySelector(selector);
    if (result && result.getClientRects().length > 0 && getComputedStyle(result).visibility !== 'hidden')
      marks.resultsAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})();`;
}

/** One cold run: milliseconds from pressing Control+K to the first result being visible. */
export async function coldShortcutToResults(browser: Browser, target: ColdRunTarget): Promise<number> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(marksScript(target.resultSelector));
    await page.goto(`${target.origin}${encodeURI(target.pagePath)}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+K');
    await page.waitForFunction(
      (selector) => document.activeElement?.matches(selector) === true,
      target.inputSelector,
    );
    await page.keyboard.insertText(target.query);
    await page.waitForFunction(
      () => (window as unknown as MarkedWindow).__coldMarks.resultsAt !== undefined,
      null,
      {
        timeout: 60_000,
      },
    );
    const marks = await page.evaluate(() => (window as unknown as MarkedWindow).__coldMarks);
    return marks.resultsAt! - marks.shortcutAt!;
  } finally {
    await context.close();
  }
}
