import { expect, openHydrated, test } from './fixtures';

// Prism loads with the pages that show code (plugins/bundle-trim, src/theme/CodeBlock).

test('code in an additional Prism language is highlighted on first load and after client navigation', async ({
  page,
}) => {
  const bashTokens = page.locator('pre.language-bash .token');
  await openHydrated(page, '/docs/Docker/镜像');
  await expect(bashTokens.first()).toBeVisible();

  await openHydrated(page, '/docs/Docker/install-docker');
  await page.locator('.theme-doc-sidebar-menu a', { hasText: /^镜像$/ }).click();
  await expect(page).toHaveURL(/\/docs\/Docker\/(%E9%95%9C%E5%83%8F|镜像)$/);
  await expect(bashTokens.first()).toBeVisible();
  expect(await bashTokens.count()).toBeGreaterThan(5);
});
