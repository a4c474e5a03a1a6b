import { expect, type Page } from '@playwright/test';

/**
 * Records the length of the page's visible text (trimmed `document.body.innerText`) when each
 * of the site's documents is parsed and after every DOM change, across reloads. A blank page
 * shows up as a 0.
 */
export interface VisibleTextSample {
  url: string;
  length: number;
}

export async function recordVisibleText(page: Page): Promise<VisibleTextSample[]> {
  const samples: VisibleTextSample[] = [];
  await page.exposeFunction('reportVisibleText', (url: string, length: number) => {
    samples.push({ url, length });
  });
  await page.addInitScript(() => {
    const report = () =>
      (window as unknown as { reportVisibleText(url: string, length: number): void }).reportVisibleText(
        location.href,
        document.body.innerText.trim().length,
      );
    // The browser's own error pages (chrome-error://) build their text after parsing.
    if (!location.protocol.startsWith('http')) return;
    document.addEventListener('DOMContentLoaded', () => {
      report();
      new MutationObserver(report).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
  });
  return samples;
}

/** Every recorded state of the page showed text. */
export function expectNeverBlank(samples: VisibleTextSample[]): void {
  expect(samples.length, 'visible-text samples').toBeGreaterThan(0);
  expect(
    samples.filter((sample) => sample.length === 0),
    'blank states',
  ).toEqual([]);
}

/** Every collected console problem matches one of the expected patterns. */
export function expectOnlyProblems(messages: string[], expected: RegExp[]): void {
  const unexpected = messages.filter((message) => !expected.some((pattern) => pattern.test(message)));
  expect(unexpected, 'unexpected console errors').toEqual([]);
}

/** Collects console warnings (the fixtures only collect errors). */
export function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** Marks the current document, so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { documentMark?: boolean }).documentMark = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { documentMark?: boolean }).documentMark === true);
}
