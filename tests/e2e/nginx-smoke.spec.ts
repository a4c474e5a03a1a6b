import { cspViolations, recordCspViolations } from './csp';
import { expect, openHydrated, test } from './fixtures';

/** The browser against nginx (deploy/nginx.conf): the main paths work under its headers and CSP. */
test.beforeEach(async ({ page }) => recordCspViolations(page));

test('home and a Chinese doc page with a diagram render with no CSP violation', async ({ page }) => {
  await openHydrated(page, '/');
  await expect(page).toHaveTitle(/码途笔记/);
  expect(await cspViolations(page)).toEqual([]);
  await openHydrated(page, '/docs/React/深入REACT技术栈/03章-2 Virtual DOM 模型');
  await expect(page.locator('article h1')).toContainText('Virtual DOM');
  expect(await cspViolations(page)).toEqual([]);
});

test.describe('an unknown path', () => {
  test.use({ allowConsoleErrors: true });

  test('shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('h1')).toHaveText('找不到页面');
    expect(await cspViolations(page)).toEqual([]);
  });
});

test('the search modal finds Chinese notes from the served index', async ({ page }) => {
  await openHydrated(page, '/docs/javascript');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('闭包');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/闭包/);
  expect(await cspViolations(page)).toEqual([]);
});
