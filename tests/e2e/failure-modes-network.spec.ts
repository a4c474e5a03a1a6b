import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import {
  collectWarnings,
  expectNeverBlank,
  expectOnlyProblems,
  isSameDocument,
  markDocument,
  recordVisibleText,
} from './failureHelpers';

/**
 * Spec §4 (page navigation: the next page's code loads first; if loading fails the browser
 * reloads) and §8 (chunk load failure), in Docusaurus 3.10. Since diagrams are static SVG images, no
 * chunk loads lazily inside a rendered page any more: a failing route chunk reloads the browser
 * (below), and the search modal's code is fetched again on the next hover or click.
 */

const START = '/docs/Tutorial/tutorial-basics/create-a-page';
const START_TITLE = '新建一个独立页面';
const JS_FILE = /\/assets\/js\/[^/]+\.js$/;

/** Paths of the documents the page loads (first load and every reload). */
function recordDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(decodeURI(new URL(request.url()).pathname));
    }
  });
  return documents;
}

function sidebarLink(page: Page, path: string) {
  return page.locator(`.theme-doc-sidebar-menu a[href="${path}"]`);
}

const articleTitle = (page: Page) => page.locator('article h1');
/** The render of the first diagram shown in the current colour mode. */
const diagram = (page: Page) => page.locator('.docusaurus-mermaid-container img:visible').first();
const retryButton = (page: Page) => page.getByRole('button', { name: /^(Retry|重试)$/ });

/** Opens START and waits until its code has loaded. */
async function openStartFully(page: Page): Promise<void> {
  await openHydrated(page, START);
  await expect(diagram(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('when JS chunks fail during a client-side navigation', () => {
  // The browser logs each failed request; Docusaurus's Link preloads the page on hover without
  // catching, so the failed hover preload is an uncaught rejection. Nothing else may be logged.
  test.use({ allowConsoleErrors: true });
  const TARGET = '/docs/Tutorial/tutorial-basics/markdown-features';

  test('a chunk that fails once: Docusaurus reloads the browser into the new page', async ({
    page,
    consoleProblems,
  }) => {
    const visibleText = await recordVisibleText(page);
    const warnings = collectWarnings(page);
    const documents = recordDocuments(page);
    await openStartFully(page);

    // Every JS file requested from now on fails, until the next document load.
    let failing = true;
    const failed: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) failing = false;
    });
    await page.route(JS_FILE, (route) => {
      if (!failing) return route.continue();
      failed.push(route.request().url());
      return route.abort('failed');
    });

    await sidebarLink(page, TARGET).click();
    await expect(articleTitle(page)).toHaveText('Markdown 特性');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(failed.length, 'chunks that failed').toBeGreaterThan(0);
    expect(documents, 'one full reload into the new page').toEqual([START, TARGET]);
    expect(warnings.some((text) => text.startsWith('ChunkLoadError: Loading chunk'))).toBe(true);
    await expect(retryButton(page)).toHaveCount(0);
    expectNeverBlank(visibleText);
    expectOnlyProblems(consoleProblems.messages, [
      /^console\.error: Failed to load resource: net::ERR_FAILED$/,
      /^page error: Loading chunk \S+ failed\./,
    ]);
  });

  test('chunks that keep failing (a new deployment removed them): the reload shows the server-rendered page, readable, with working links', async ({
    page,
    consoleProblems,
  }) => {
    const visibleText = await recordVisibleText(page);
    const documents = recordDocuments(page);
    await openStartFully(page);
    await page.route(JS_FILE, (route) => route.fulfill({ status: 404, body: 'Not Found' }));

    await sidebarLink(page, TARGET).click();
    await expect(articleTitle(page)).toHaveText('Markdown 特性');
    await page.waitForLoadState('networkidle');
    expect(documents, 'exactly one reload, no reload loop').toEqual([START, TARGET]);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('article')).toContainText('Markdown');
    await expect(retryButton(page)).toHaveCount(0);

    // Without its scripts the page is plain HTML: links load the next page in full.
    await sidebarLink(page, START).click();
    await expect(articleTitle(page)).toHaveText(START_TITLE);
    expect(documents).toEqual([START, TARGET, START]);
    expectNeverBlank(visibleText);
    expectOnlyProblems(consoleProblems.messages, [
      /^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
      /^page error: Loading chunk \S+ failed\./,
    ]);
  });
});

test.describe('offline after the first load', () => {
  // Links that come into view are prefetched, and hovered ones preloaded: offline, the browser
  // logs each failed request, and a failed hover preload is an uncaught rejection (Docusaurus's
  // Link does not catch it). Each test says which of these it allows; nothing else may be logged.
  test.use({ allowConsoleErrors: true });
  const offlineRequestFailed = /^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;
  const hoverPreloadFailed = /^page error: Loading chunk \S+ failed\./;

  test('the loaded page keeps working: anchors, scrolling, colour switch, sidebar', async ({
    page,
    context,
    consoleProblems,
  }) => {
    await openStartFully(page);
    await context.setOffline(true);

    await page.locator('.table-of-contents a', { hasText: '常见坑' }).click();
    await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toBe('#常见坑');
    await expect(page.getByRole('heading', { name: '常见坑' })).toBeInViewport();

    const navbar = page.locator('nav.navbar');
    await page.mouse.wheel(0, -400);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, 600);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -300);
    await expect(navbar).not.toHaveClass(/navbarHidden/);

    const html = page.locator('html');
    const colourSwitch = page.locator('.navbar button[class*="toggleButton"]').first();
    for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme-choice')) !== 'dark'; clicks++) {
      await colourSwitch.click();
    }
    await expect(html).toHaveAttribute('data-theme', 'dark');

    const category = page.getByRole('button', { name: "折叠侧边栏分类 'Tutorial - Basics'" });
    await category.click();
    await expect(sidebarLink(page, START)).toBeHidden();
    await page.getByRole('button', { name: "展开侧边栏分类 'Tutorial - Basics'" }).click();
    await expect(sidebarLink(page, START)).toBeVisible();

    await page.getByRole('button', { name: '收起侧边栏' }).click();
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeHidden();
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
    await expect(articleTitle(page)).toHaveText(START_TITLE);
    // The diagram box shows its dark render's image in place (the file itself loads when first shown).
    await expect(diagram(page)).toBeVisible();
    await expect(diagram(page)).toHaveClass(/\bdiagram-dark\b/);
    await expect(page.locator('article').getByText(/Loading chunk/)).toHaveCount(0);
    expectOnlyProblems(consoleProblems.messages, [offlineRequestFailed, hoverPreloadFailed]);
  });

  test('pages whose code is loaded (visited or prefetched) open without the network', async ({
    page,
    context,
    consoleProblems,
  }) => {
    const VISITED = '/docs/Tutorial/tutorial-basics/create-a-document';
    // Sidebar links in view are prefetched.
    const PREFETCHED = '/docs/Tutorial/tutorial-basics/deploy-your-site';
    await openStartFully(page);
    await sidebarLink(page, VISITED).click();
    await expect(articleTitle(page)).toHaveText('新建一篇文档');
    await sidebarLink(page, START).click();
    await expect(articleTitle(page)).toHaveText(START_TITLE);
    await page.waitForLoadState('networkidle');
    await markDocument(page);
    await context.setOffline(true);

    await sidebarLink(page, VISITED).click();
    await expect(articleTitle(page)).toHaveText('新建一篇文档');
    await page.goBack();
    await expect(articleTitle(page)).toHaveText(START_TITLE);
    await sidebarLink(page, PREFETCHED).click();
    await expect(articleTitle(page)).toHaveText('构建与部署');
    await expect(diagram(page)).toBeVisible();
    expect(await isSameDocument(page), 'all client-side, no reload').toBe(true);
    expectOnlyProblems(consoleProblems.messages, [offlineRequestFailed, hoverPreloadFailed]);
  });

  test.describe('when the next page needs the network', () => {
    test('a page whose code is not loaded: Docusaurus reloads, the browser shows its offline page, and reloading online shows the page', async ({
      page,
      context,
      consoleProblems,
    }) => {
      const TARGET = '/docs/Tutorial/tutorial-basics/congratulations';
      // A data-saver connection: Docusaurus prefetches nothing, so TARGET's code is not loaded.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: { saveData: true, effectiveType: '4g' },
        });
      });
      const visibleText = await recordVisibleText(page);
      const warnings = collectWarnings(page);
      const documents = recordDocuments(page);
      await openStartFully(page);
      await context.setOffline(true);

      await sidebarLink(page, TARGET).click();
      await expect(page.locator('body')).toContainText('ERR_INTERNET_DISCONNECTED');
      expect(documents[1], 'the reload went to the new page').toBe(TARGET);
      expect(warnings.some((text) => text.startsWith('ChunkLoadError: Loading chunk'))).toBe(true);

      await context.setOffline(false);
      await page.goto(TARGET);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await expect(articleTitle(page)).toHaveText('完成基础教程');
      expectNeverBlank(visibleText);
      expectOnlyProblems(consoleProblems.messages, [offlineRequestFailed]);
    });

    test('a page with another kind of diagram opens offline with no chunk error: diagrams need no code', async ({
      page,
      context,
      consoleProblems,
    }) => {
      // START has a flowchart, TARGET a sequence diagram (once a Mermaid chunk of its own).
      const TARGET = '/docs/Tutorial/tutorial-basics/markdown-features';
      await openStartFully(page);
      // Hovering a link loads the page's own code.
      await sidebarLink(page, TARGET).hover();
      await page.waitForLoadState('networkidle');
      await markDocument(page);
      await context.setOffline(true);

      await sidebarLink(page, TARGET).click();
      await expect(articleTitle(page)).toHaveText('Markdown 特性');
      expect(await isSameDocument(page)).toBe(true);
      await expect(page.getByRole('img', { name: /^时序图：/ })).toBeVisible();
      await expect(diagram(page)).toBeVisible();
      // Prism's chunk was never loaded: the page's code shows as plain text.
      await expect(page.locator('article pre code').first()).toBeVisible();
      await expect(page.locator('article').getByText(/Loading chunk/)).toHaveCount(0);
      await expect(retryButton(page)).toHaveCount(0);
      expectOnlyProblems(consoleProblems.messages, [offlineRequestFailed, hoverPreloadFailed]);
    });
  });
});
