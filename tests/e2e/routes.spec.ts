import { expect, openHydrated, test } from './fixtures';
import { specRoutes } from './routes';

test.describe('every spec route', () => {
  for (const route of specRoutes) {
    test(`${route.path} answers 200 and shows its heading`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await expect(page.locator('main h1, article h1, header h1').first()).toContainText(route.heading);
    });
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await openHydrated(page, '/this/page/does-not-exist');
  await expect(page.locator('h1')).toHaveText('找不到页面');
  await expect(page.locator('main')).toContainText('我们找不到您要找的页面');
  await expect(page.locator('main')).toContainText('链接已损坏');
  await expect(page).toHaveTitle(/找不到页面/);
});

test('/docs is an overview linking every section', async ({ page }) => {
  await openHydrated(page, '/docs');
  const cards = page.locator('main li a');
  await expect(cards).toHaveCount(10);
  await cards.filter({ hasText: 'Docker' }).click();
  await expect(page).toHaveURL(/\/docs\/Docker\/install-docker$/);
});
