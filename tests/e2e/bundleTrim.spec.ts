import { expect, openHydrated, test } from './fixtures';

/**
 * What plugins/bundle-trim moved out of the main bundle still works in the browser: route chunk
 * names (short, inlined into the route table) for rendering and prefetching (once per chunk, at
 * idle time, with the chunk table fetched then) and the lazy nprogress bar; also the navbar
 * items the config uses (src/theme/NavbarItem/ComponentTypes lists only those types).
 */

const FROM = '/docs/TypeScript/类型断言';

test('client navigation loads the target route’s chunks and renders it', async ({ page }) => {
  await openHydrated(page, FROM);
  await page.locator('.navbar__items >> text=Docker').first().click();
  await expect(page).toHaveURL(/\/docs\/Docker\/install-docker$/);
  await expect(page.locator('article h1').first()).not.toBeEmpty();
  await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveCount(1);
  await page.goBack();
  await expect(page.locator('.navbar__items >> text=TypeScript').first()).toHaveClass(/navbar__link--active/);
});

test('a link in view prefetches its route’s chunk files', async ({ page }) => {
  await openHydrated(page, FROM);
  const prefetched = page.locator('head link[rel="prefetch"]');
  await expect(prefetched.first()).toBeAttached();
  const hrefs = await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) expect(href).toMatch(/^\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/);
  for (const href of hrefs.slice(0, 5)) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('prefetching asks for each chunk once, and not for chunks the page has loaded', async ({ page }) => {
  await openHydrated(page, FROM);
  await page.waitForLoadState('networkidle');
  const { prefetched, loadedScripts } = await page.evaluate(() => ({
    prefetched: Array.from(
      document.querySelectorAll('head link[rel="prefetch"]'),
      (link) => (link as HTMLLinkElement).href,
    ),
    loadedScripts: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  }));
  expect(prefetched.length).toBeGreaterThan(3);
  expect(new Set(prefetched).size).toBe(prefetched.length);
  expect(loadedScripts.length).toBeGreaterThan(2);
  expect(prefetched.filter((href) => loadedScripts.includes(href))).toEqual([]);
});

test('prefetching fetches the route chunk table once, as data, not as a script', async ({ page }) => {
  const tableRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/route-chunks\.[0-9a-f]{8}\.json$/.test(new URL(request.url()).pathname))
      tableRequests.push(request.resourceType());
  });
  await openHydrated(page, FROM);
  await expect(page.locator('head link[rel="prefetch"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(tableRequests).toEqual(['fetch']);
});

/** The nprogress library's own markup: only its chunk holds it. */
const NPROGRESS_MARKUP = 'role="bar"';

test('the progress bar loads on the reader’s first pointer move, not with the page', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    response.text().then(
      (body) => bodies.push(body),
      () => undefined, // a response still arriving when the test ends
    );
  });
  await openHydrated(page, FROM);
  await page.waitForLoadState('networkidle');
  const holdsNprogress = (): boolean => bodies.some((body) => body.includes(NPROGRESS_MARKUP));
  expect(bodies.length).toBeGreaterThan(3);
  expect(holdsNprogress()).toBe(false);
  await page.mouse.move(200, 300);
  await page.mouse.move(220, 320);
  await expect.poll(holdsNprogress).toBe(true);
});

test('a slow navigation shows the progress bar until the page is there', async ({ page }) => {
  await openHydrated(page, FROM);
  await page.mouse.move(200, 300);
  // Hold the target page's chunks back long enough for the bar to show (it waits 200 ms).
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes(NPROGRESS_MARKUP))
      await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  await page.locator('.navbar__items >> text=Python').first().click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/docs\/Python\//);
  await expect(page.locator('#nprogress')).not.toBeAttached({ timeout: 10_000 });
});
