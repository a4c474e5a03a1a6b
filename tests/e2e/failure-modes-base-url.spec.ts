import { expect, openHydrated, test } from './fixtures';

/**
 * Spec §8: the site fails to load on the home path → banner about a broken baseUrl.
 *
 * Instead of a second build, the real build (made for baseUrl `/`) is served under `/notes/`,
 * as a host that mounts the unchanged build folder at a sub-path would: `/notes/<path>` answers
 * with the server's `/<path>`, and every other path is 404. The HTML is not rewritten; its
 * asset URLs (`/assets/…`) then miss, exactly as they would on such a host.
 */
const MOUNT = '/notes';
const BANNER = '#__docusaurus-base-url-issue-banner';

test.describe('the site built for / but served under /notes/', () => {
  // The browser logs each asset that is not found; nothing else may be logged.
  test.use({ allowConsoleErrors: true });

  test('the home page shows the broken-baseUrl banner over the readable page', async ({
    page,
    baseURL,
    consoleProblems,
  }) => {
    const origin = new URL(baseURL!).origin;
    await page.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (!url.pathname.startsWith(`${MOUNT}/`)) {
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      }
      const response = await route.fetch({
        url: `${origin}${url.pathname.slice(MOUNT.length)}${url.search}`,
      });
      return route.fulfill({ response });
    });

    await page.goto(`${MOUNT}/`);
    const banner = page.locator(BANNER);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText(/Current configured baseUrl = \/\s+\(default value\)/);
    await expect(banner.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText(
      `${MOUNT}/`,
    );
    // The server-rendered home page is still there below the banner.
    await expect(page.locator('main')).toContainText('按主题阅读');
    expect(consoleProblems.messages.length, 'missing assets reported').toBeGreaterThan(0);
    for (const message of consoleProblems.messages) {
      expect(message).toBe(
        'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      );
    }
  });
});

test('the correctly served home page shows no banner', async ({ page }) => {
  await openHydrated(page, '/');
  await expect(page.locator('main')).toContainText('按主题阅读');
  await expect(page.locator(BANNER)).toHaveCount(0);
});
