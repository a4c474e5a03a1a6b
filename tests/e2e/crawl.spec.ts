import { expect, openHydrated, test } from './fixtures';
import { contentPages, sitemapPaths } from './contentIndex';
import { cspViolations, recordCspViolations } from './csp';
import { specRoutes } from './routes';

const sitemap = sitemapPaths();
/** The sitemap's pages, then the spec's routes the sitemap leaves out (tag pages, for one). */
const paths = [...new Set([...sitemap, ...specRoutes.map((route) => encodeURI(route.path))])];
const headingsByPath = new Map(specRoutes.map((route) => [route.path, route] as const));
const diagramsByPath = new Map(contentPages().map((page) => [decodeURI(page.permalink), page] as const));
const BATCH = 5;

test('the sitemap lists the pages of the site', () => {
  expect(sitemap.length).toBeGreaterThan(100);
  expect(sitemap).toContain('/docs/Tutorial/intro');
});

test.describe('every page in the sitemap', () => {
  test.describe.configure({ timeout: 120_000 });

  for (let start = 0; start < paths.length; start += BATCH) {
    const batch = paths.slice(start, start + BATCH);
    test(`pages ${start + 1}-${start + batch.length} load with no console error or CSP violation, show their spec heading and every diagram as SVG`, async ({
      page,
    }) => {
      await recordCspViolations(page);
      for (const path of batch) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await expect(page.locator('main').first(), path).toBeVisible();
        await expect(page, path).toHaveTitle(/码途笔记/);
        const route = headingsByPath.get(decodeURI(path));
        if (route) {
          const heading = page.locator(route.selector ?? 'main h1, article h1, header h1').first();
          await expect(heading, path).toContainText(route.heading);
        }
        const content = diagramsByPath.get(decodeURI(path));
        if (content && content.mermaidBlocks > 0) {
          // Each diagram is a named box holding an image of each static SVG render, one shown per colour mode.
          const diagrams = page.locator('.docusaurus-mermaid-container');
          await expect(diagrams, `${content.source}: every diagram is drawn`).toHaveCount(
            content.mermaidBlocks,
          );
          // One render each is displayed (diagrams in a closed <details> are displayed but not visible).
          const displayed = await diagrams.evaluateAll((boxes) =>
            boxes.map(
              (box) =>
                Array.from(box.querySelectorAll(':scope > img')).filter(
                  (image) => getComputedStyle(image).display !== 'none',
                ).length,
            ),
          );
          expect(displayed, content.source).toEqual(Array<number>(content.mermaidBlocks).fill(1));
          await expect(diagrams.and(page.locator('[role="img"][aria-label]')), content.source).toHaveCount(
            content.mermaidBlocks,
          );
          await expect(
            page.getByText(/Syntax error in text|Parse error on line/),
            content.source,
          ).toHaveCount(0);
          await expect(page.getByText('页面已崩溃'), content.source).toHaveCount(0);
        }
        expect(await cspViolations(page), `${path}: CSP violations`).toEqual([]);
      }
    });
  }
});

test('pages with Mermaid blocks are all in the sitemap', () => {
  const listed = new Set(paths.map((path) => decodeURI(path)));
  const missing = [...diagramsByPath.values()]
    .filter((page) => page.mermaidBlocks > 0 && !listed.has(decodeURI(page.permalink)))
    .map((page) => page.source);
  expect(missing).toEqual([]);
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
