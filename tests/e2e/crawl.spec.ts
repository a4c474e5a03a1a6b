import { expect, test } from './fixtures';
import { contentPages, sitemapPaths } from './contentIndex';

const paths = sitemapPaths();
const mermaidPages = contentPages().filter((page) => page.mermaidBlocks > 0);

test('the sitemap lists the pages of the site', () => {
  expect(paths.length).toBeGreaterThan(100);
  expect(paths).toContain('/docs/Tutorial/intro');
});

test.describe('every page in the sitemap loads with no console error', () => {
  // Batches keep the report readable while each page still gets its own navigation.
  const batchSize = 10;
  for (let start = 0; start < paths.length; start += batchSize) {
    const batch = paths.slice(start, start + batchSize);
    test(`pages ${start + 1}-${start + batch.length}`, async ({ page }) => {
      for (const path of batch) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await expect(page.locator('main').first(), path).toBeVisible();
        await expect(page, path).toHaveTitle(/码途笔记/);
      }
    });
  }
});

test.describe('every Mermaid diagram renders without a syntax error', () => {
  for (const { permalink, mermaidBlocks, source } of mermaidPages) {
    test(`${permalink} (${mermaidBlocks} diagrams)`, async ({ page }) => {
      await page.goto(permalink);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const diagrams = page.locator('.docusaurus-mermaid-container');
      await expect(diagrams, `${source}: every diagram renders`).toHaveCount(mermaidBlocks, {
        timeout: 20_000,
      });
      await expect(diagrams.locator('svg')).toHaveCount(mermaidBlocks);
      await expect(page.getByText(/Syntax error in text|Parse error on line/)).toHaveCount(0);
      await expect(page.getByText('页面已崩溃')).toHaveCount(0);
    });
  }
});
