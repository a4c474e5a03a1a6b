import { expect, openHydrated, test } from './fixtures';

// Prism and Mermaid load with the pages that use them (plugins/bundle-trim, src/theme).

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

test('a diagram below the fold is drawn, with the Mermaid code, once the reader scrolls near it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openHydrated(page, '/docs/JavaScript/核心概念/闭包');
  await page.waitForLoadState('networkidle');
  const scripts = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/assets/js/')).length,
    );
  const before = await scripts();
  const slot = page.locator('[data-mermaid-slot]').first();
  await expect(slot).toBeEmpty();

  await slot.scrollIntoViewIfNeeded();
  await expect(slot.locator('.docusaurus-mermaid-container svg')).toBeVisible({ timeout: 20_000 });
  expect(await scripts()).toBeGreaterThan(before);
});
