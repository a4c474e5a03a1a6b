import { expect, openHydrated, test } from './fixtures';

test.describe('offline search', () => {
  test('Ctrl+K opens the modal, a Chinese query finds notes, Escape closes it', async ({ page }) => {
    await openHydrated(page, '/docs/javascript');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('maxlength', '64');
    await input.fill('闭包');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/闭包/);
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute(
      'href',
      /\/search\?q=%E9%97%AD%E5%8C%85/,
    );
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  });

  test('"/" opens the modal and Enter follows the selected result', async ({ page }) => {
    await openHydrated(page, '/');
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Input').fill('docker 数据卷');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/Docker\//);
  });

  test('markup in a query is shown as text, and no request leaves the site', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
    });
    await page.addInitScript(() => {
      window.alert = () => {
        throw new Error('alert ran');
      };
    });
    await openHydrated(page, '/');
    await page.locator('.DocSearch-Button').click();
    const payload = '<img src=x onerror=alert(1)>';
    await page.locator('.DocSearch-Input').fill(payload);
    await expect(page.locator('.DocSearch-NoResults')).toContainText(payload);
    await expect(page.locator('.DocSearch-NoResults')).toContainText('没有结果');
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    expect(foreign).toEqual([]);
  });

  test.describe('when the index cannot be loaded', () => {
    test.use({ allowConsoleErrors: true });

    test('the search page says the results could not be fetched', async ({ page }) => {
      await page.route('**/search/manifest.json', (route) => route.abort());
      await openHydrated(page, '/search?q=react');
      await expect(page.getByRole('alert')).toContainText('无法获取结果');
      await expect(page.getByRole('alert')).toContainText('检查网络连接');
    });
  });

  test('/search reads q and page, keeps the URL in sync and is noindex', async ({ page }) => {
    await openHydrated(page, '/search?q=useEffect');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('main h1')).toContainText('useEffect');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    expect(await page.locator('main ol > li').count()).toBeLessThanOrEqual(20);
    await page.locator('#search-page-input').fill('协变 逆变');
    await expect(page).toHaveURL(/q=%E5%8D%8F%E5%8F%98/);
    await expect(page.locator('main ol > li').first()).toContainText(/协变|逆变/);
  });

  test('a 1,000-character q returns promptly as text', async ({ page }) => {
    const q = `<script>alert(1)</script>${'搜'.repeat(1_000)}`;
    await openHydrated(page, `/search?q=${encodeURIComponent(q)}`);
    await expect(page.locator('#search-page-input')).toHaveValue(q.slice(0, 64));
    await expect(page.locator('main')).toContainText('没有结果');
  });
});
