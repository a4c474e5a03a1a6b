import { expect, openHydrated, test } from './fixtures';

test.describe('offline search', () => {
  test('Ctrl+K opens the modal, a Chinese query finds notes, Escape closes it', async ({ page }) => {
    const searchFiles: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/search/')) searchFiles.push(path);
    });
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
    // The page names the index files in its head: no manifest round trip before the index.
    expect(searchFiles.filter((path) => /^\/search\/(index|words)\./.test(path))).toHaveLength(2);
    expect(searchFiles).not.toContain('/search/manifest.json');
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
    const input = page.locator('.DocSearch-Input');
    // Notes about XSS hold these words: the hits show them as text.
    await input.fill('<img src=x onerror=alert(1)>');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    // Every word unknown (a partial match would list pages): the no-results screen quotes it as text.
    const nothing = '<qqzzxx>wwvvyy</qqzzxx>';
    await input.fill(nothing);
    await expect(page.locator('.DocSearch-NoResults')).toContainText(nothing);
    await expect(page.locator('.DocSearch-NoResults')).toContainText('没有结果');
    await expect(page.locator('.DocSearch-Modal qqzzxx')).toHaveCount(0);
    expect(foreign).toEqual([]);
  });

  test.describe('when the index cannot be loaded', () => {
    test.use({ allowConsoleErrors: true });

    test('the search page says the results could not be fetched', async ({ page }) => {
      await page.route('**/search/index.*.json', (route) => route.abort());
      await openHydrated(page, '/search?q=react');
      await expect(page.getByRole('alert')).toContainText('无法获取结果');
      await expect(page.getByRole('alert')).toContainText('检查网络连接');
    });

    test('the modal shows the error screen, and results once the index loads again', async ({ page }) => {
      let failing = true;
      await page.route('**/search/index.*.json', (route) => (failing ? route.abort() : route.continue()));
      await openHydrated(page, '/docs/javascript');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('闭包');
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error).toContainText('无法获取结果');
      await expect(error).toContainText('检查网络连接');
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
      failing = false;
      await page.locator('.DocSearch-Input').fill('闭包 作用域');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(error).toHaveCount(0);
    });
  });

  test('the modal code loads on first hover of the button, not with the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openHydrated(page, '/docs/javascript');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  });

  test('the modal’s stylesheet comes with the modal, in DocSearch’s layer below the site’s overrides', async ({
    page,
  }) => {
    const modalRules = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets).flatMap((sheet) =>
          Array.from(sheet.cssRules, (rule) => rule.cssText).filter((text) =>
            text.includes('.DocSearch-Modal'),
          ),
        ),
      );
    await openHydrated(page, '/docs/javascript');
    await expect(page.locator('.DocSearch-Button')).toHaveCSS('display', 'inline-flex');
    expect(await modalRules()).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toHaveCSS('max-width', '560px');
    expect((await modalRules()).join('\n')).toMatch(/^@layer docusaurus\.theme-search-algolia\.docsearch/);
    // The site's palette (a later layer) still wins over DocSearch's own.
    await page.locator('.DocSearch-Input').fill('闭包');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"] a')).toHaveCSS(
      'background-color',
      'rgb(15, 118, 110)',
    );
  });

  test('a key typed on the focused button opens the modal with that character', async ({ page }) => {
    await openHydrated(page, '/');
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('r');
    await expect(page.locator('.DocSearch-Input')).toHaveValue('r');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('results are grouped by section; arrows move the selection; recent searches are kept', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('事件循环');
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    const sources = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(sources.length).toBeGreaterThan(1);
    expect(new Set(sources).size).toBe(sources.length);
    const hits = page.locator('.DocSearch-Hit');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    const target = await hits.nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(encodeURI(target!).replace(/%25/g, '%'));
    // The navbar (and its search button) is rendered anew with the page. Ctrl+K toggles the modal:
    // press it once the first one has closed.
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('最近搜索');
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('RECENT')),
    );
    expect(stored).toHaveLength(1);
  });

  test('a modifier-click on a result opens it in a new tab', async ({ page, context }) => {
    await openHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('闭包');
    const opened = context.waitForEvent('page');
    await page
      .locator('.DocSearch-Hit a')
      .first()
      .click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(decodeURI(tab.url())).toMatch(/\/docs\//);
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  });

  test('good matches in the reader’s section rank first', async ({ page }) => {
    // 路由: the express and TCP/IP notes match best; React's routing chapters come close.
    for (const [start, section] of [
      ['/', '其他'],
      ['/docs/react', 'React'],
    ] as const) {
      await openHydrated(page, start);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('路由');
      await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(section);
      await page.keyboard.press('Escape');
    }
  });

  test('odd queries return promptly with no error', async ({ page }) => {
    await openHydrated(page, '/');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    for (const query of ['.*+?^$()[]{}|\\', '😀🚀', '   ', '搜'.repeat(64)]) {
      await input.fill(query);
      await expect(input).toHaveValue(query.slice(0, 64));
      await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
    }
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  });

  test('/search shows the count, 20 results a page with numbered pages, breadcrumbs and snippets', async ({
    page,
  }) => {
    await openHydrated(page, '/search?q=react');
    const count = page.locator('main p[aria-live]');
    await expect(count).toHaveText(/找到 \d+ 条结果/);
    const total = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(20);
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(20);
    await expect(results.first().locator('p').first()).toContainText('›');
    await expect(results.locator('mark').first()).toBeVisible();
    await page
      .getByRole('navigation', { name: '搜索结果分页' })
      .getByRole('link', { name: '2', exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });

  test('/search shows the first results while later page texts still load, in rank order', async ({
    page,
  }) => {
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    let seen = 0;
    await page.route('**/search/pages/*.json', async (route) => {
      seen += 1;
      if (!holding || seen <= 3) return route.continue();
      held.push(() => route.continue());
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openHydrated(page, '/search?q=闭包');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible();
    await expect(page.locator('main p[aria-live]')).toContainText(/找到 \d+ 条结果/);
    expect(await results.count()).toBeLessThanOrEqual(3);
    await expect(page.getByRole('navigation', { name: '搜索结果分页' })).toHaveCount(0);
    const firstTitle = await results.first().locator('h2').textContent();
    holding = false;
    await Promise.all(held.splice(0).map((release) => release()));
    await expect(results).toHaveCount(20);
    await expect(results.first().locator('h2')).toHaveText(firstTitle!);
    await expect(page.getByRole('navigation', { name: '搜索结果分页' })).toBeVisible();
    // Results arriving below the form move nothing the reader can see (the footer starts out of view).
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifted.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });

  test('/search?q= fetches its query’s files once, started by the page’s head: shards, and words only for a word', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/search\/(han\/|words\.)/.test(path)) fetched.push(path);
    });
    await openHydrated(page, '/search?q=闭包');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    expect(await page.locator('head script[data-search-early]').count()).toBe(1);
    // 闭 and 包 start the two shards the head can guess; the engine needs the first and takes it over.
    const shards = fetched.filter((path) => path.startsWith('/search/han/'));
    expect(new Set(shards).size).toBe(shards.length);
    expect(shards.length).toBeGreaterThanOrEqual(1);
    expect(shards.length).toBeLessThanOrEqual(2);
    expect(fetched.filter((path) => path.startsWith('/search/words.'))).toEqual([]);

    fetched.length = 0;
    await openHydrated(page, '/search?q=useEffect 闭包');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    expect(fetched.filter((path) => path.startsWith('/search/words.'))).toHaveLength(1);
  });

  test('/search reads q and page, keeps the URL in sync and is canonically /search', async ({ page }) => {
    await openHydrated(page, '/search?q=useEffect');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/search$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('main h1')).toContainText('useEffect');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    expect(await page.locator('main ol > li').count()).toBeLessThanOrEqual(20);
    await page.locator('#search-page-input').fill('协变 逆变');
    await expect(page).toHaveURL(/q=%E5%8D%8F%E5%8F%98/);
    await expect(page.locator('main ol > li').first()).toContainText(/协变|逆变/);
  });

  test('a 10,000-character q of Chinese is served and searched by its first 64 characters', async ({
    page,
  }) => {
    const q = '闭包 '.repeat(3_334).slice(0, 10_000);
    const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
    expect(response?.status()).toBe(200);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('#search-page-input')).toHaveValue(q.slice(0, 64));
    await expect(page.locator('main p[aria-live]')).toHaveText(/找到 \d+ 条结果/);
  });

  test('a 1,000-character q returns promptly as text', async ({ page }) => {
    await page.addInitScript(() => {
      window.alert = () => {
        throw new Error('alert ran');
      };
    });
    const q = `<script>alert(1)</script>${'搜'.repeat(1_000)}`;
    await openHydrated(page, `/search?q=${encodeURIComponent(q)}`);
    await expect(page.locator('#search-page-input')).toHaveValue(q.slice(0, 64));
    await expect(page.locator('main h1')).toContainText('<script>alert(1)</script>');
    await expect(page.locator('main p[aria-live]')).toBeVisible();
    await expect(page.locator('main script')).toHaveCount(0);
  });
});
