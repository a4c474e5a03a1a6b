import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { collectWarnings, expectOnlyProblems, isSameDocument, markDocument } from './failureHelpers';

/** Spec §8: local storage unavailable → console warning; the site continues without storage. */

type StorageFailure = 'throws on every access' | 'is full';

const START = '/docs/Tutorial/tutorial-basics/create-a-page';
const NEXT = '/docs/Tutorial/tutorial-basics/create-a-document';

async function breakLocalStorage(page: Page, failure: StorageFailure): Promise<void> {
  await page.addInitScript((failure) => {
    const fail = (name: string) => () => {
      throw new DOMException(`localStorage ${failure} (test)`, name);
    };
    if (failure === 'throws on every access') {
      Storage.prototype.getItem = fail('SecurityError');
      Storage.prototype.setItem = fail('SecurityError');
      Storage.prototype.removeItem = fail('SecurityError');
    } else {
      Storage.prototype.setItem = fail('QuotaExceededError');
    }
  }, failure);
}

/** Reading, navigating, the colour switch, the announcement bar and search, without storage. */
async function readWithoutStorage(page: Page): Promise<void> {
  const html = page.locator('html');
  const bar = page.getByRole('banner').filter({ hasText: '内容检查器' });
  const colourSwitch = page.locator('.navbar button[class*="toggleButton"]').first();

  await openHydrated(page, START);
  await expect(page.locator('article h1')).toHaveText('新建一个独立页面');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: '关闭' }).click();
  await expect(bar).toBeHidden();

  // system → light → dark
  for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme-choice')) !== 'dark'; clicks++) {
    await colourSwitch.click();
  }
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await markDocument(page);
  await page.locator(`.theme-doc-sidebar-menu a[href="${NEXT}"]`).click();
  await expect(page.locator('article h1')).toHaveText('新建一篇文档');
  expect(await isSameDocument(page), 'client-side navigation, no reload').toBe(true);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(bar).toBeHidden();

  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('闭包');
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/闭包/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/JavaScript\//);
  await expect(page.locator('article h1')).toContainText('闭包');
  expect(await isSameDocument(page), 'search result opened without a reload').toBe(true);
  // DocSearch keeps no recent searches when it cannot store them.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('没有最近搜索');
  await page.keyboard.press('Escape');

  // The choices lasted for the visit only.
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(bar).toBeVisible();
}

test.describe('when localStorage throws on every access', () => {
  test('the site works for the visit and warns once per page load, with no console error', async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    await breakLocalStorage(page, 'throws on every access');
    await readWithoutStorage(page);
    // Two documents were loaded (the first and the reload): one warning each.
    expect(
      warnings.filter((text) => text.includes('Docusaurus browser storage is not available')),
    ).toHaveLength(2);
  });
});

test.describe('when localStorage is full', () => {
  // Docusaurus's storage slot logs each failed write with console.error (stored values still read).
  test.use({ allowConsoleErrors: true });

  test('the site works for the visit; the only console errors are the failed writes', async ({
    page,
    consoleProblems,
  }) => {
    await breakLocalStorage(page, 'is full');
    await readWithoutStorage(page);
    expect(consoleProblems.messages).toContainEqual(
      expect.stringMatching(
        /^console\.error: Docusaurus storage error, can't set theme=dark QuotaExceededError/,
      ),
    );
    expectOnlyProblems(consoleProblems.messages, [
      /^console\.error: Docusaurus storage error, can't set \S+ QuotaExceededError/,
    ]);
  });
});
