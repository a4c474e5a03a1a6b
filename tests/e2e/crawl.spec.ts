import { expect, test } from './fixtures';
import { contentPages, sitemapPaths } from './contentIndex';
import { cspViolations, recordCspViolations } from './csp';

const paths = sitemapPaths();
const diagramsByPath = new Map(contentPages().map((page) => [decodeURI(page.permalink), page] as const));
const BATCH = 5;

test('the sitemap lists the pages of the site', () => {
  expect(paths.length).toBeGreaterThan(100);
  expect(paths).toContain('/docs/Tutorial/intro');
});

test.describe('every page in the sitemap', () => {
  test.describe.configure({ timeout: 120_000 });

  for (let start = 0; start < paths.length; start += BATCH) {
    const batch = paths.slice(start, start + BATCH);
    test(`pages ${start + 1}-${start + batch.length} load with no console error or CSP violation and show every diagram as SVG`, async ({
      page,
    }) => {
      await recordCspViolations(page);
      for (const path of batch) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await expect(page.locator('main').first(), path).toBeVisible();
        await expect(page, path).toHaveTitle(/码途笔记/);
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
