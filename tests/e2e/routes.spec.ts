import { expect, openHydrated, test } from './fixtures';
import { specRoutes } from './routes';

test.describe('every spec route', () => {
  for (const route of specRoutes) {
    test(`${route.path} answers 200 and shows its heading`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const heading = page.locator(route.selector ?? 'main h1, article h1, header h1').first();
      await expect(heading).toContainText(route.heading);
    });
  }
});

test.describe('an unknown path', () => {
  // The browser reports the 404 status of the document itself as a console error.
  test.use({ allowConsoleErrors: true });

  test('shows the not-found page', async ({ page, consoleProblems }) => {
    await openHydrated(page, '/this/page/does-not-exist');
    expect(consoleProblems.messages.filter((message) => !/status of 404/.test(message))).toEqual([]);
    await expect(page.locator('h1')).toHaveText('找不到页面');
    await expect(page.locator('main')).toContainText('我们找不到您要找的页面');
    await expect(page.locator('main')).toContainText('链接已损坏');
    await expect(page).toHaveTitle(/找不到页面/);
  });
});

test('/docs is an overview linking every section', async ({ page }) => {
  await openHydrated(page, '/docs');
  const cards = page.locator('main li a');
  await expect(cards).toHaveCount(10);
  await cards.filter({ hasText: 'Docker' }).click();
  await expect(page).toHaveURL(/\/docs\/Docker\/install-docker$/);
});
