import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/**
 * axe-core finds no violation, of any impact, on each page type in light and dark mode.
 * The search page and modal belong to packages/docusaurus-theme-search-local-zh and are measured by `npm run bench`.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'doc', path: '/docs/JavaScript/核心概念/闭包' },
  { name: 'doc with diagrams', path: '/docs/Docker/Dockerfile', diagram: true },
  { name: 'docs overview', path: '/docs' },
  { name: 'category index', path: '/docs/category/c-primer-plus' },
  { name: 'category index of categories', path: '/docs/category/读书笔记' },
  { name: 'tag page', path: '/docs/tags/react' },
  { name: 'blog post', path: '/blog/welcome' },
  { name: 'blog list', path: '/blog' },
  { name: 'practice start screen', path: '/practice' },
  { name: 'not-found page', path: '/no-such-page', status404: true },
];

async function violations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    });

    for (const { name, path, diagram, status404 } of pages) {
      test.describe(name, () => {
        // The browser logs the not-found document's 404 status as a console error.
        test.use({ allowConsoleErrors: Boolean(status404) });

        test(`${name} has no axe violations`, async ({ page }) => {
          await openHydrated(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          if (diagram)
            await expect(page.locator('.docusaurus-mermaid-container img:visible').first()).toBeVisible();
          expect(await violations(page)).toEqual([]);
        });
      });
    }

    test('the navbar at 1024 px, with its open 「更多」 menu marked active, has no axe violations', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await openHydrated(page, '/docs/Docker/install-docker');
      await page.locator('.navbar-overflow-menu > button').click();
      await expect(page.locator('.navbar-overflow-menu .dropdown__link--active')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the open mobile navbar sidebar has no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openHydrated(page, '/docs/JavaScript/核心概念/闭包');
      await page.locator('.navbar__toggle').click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

test('the blog list has one h1, visually hidden, inside main before the posts', async ({ page }) => {
  await openHydrated(page, '/blog');
  const heading = page.locator('main h1');
  await expect(heading).toHaveCount(1);
  await expect(heading).toHaveText('博客');
  expect(await heading.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await expect(page.locator('main h2').first()).toBeVisible();
});

test('a blog tag page keeps its own single h1', async ({ page }) => {
  await openHydrated(page, '/blog/tags/docusaurus');
  await expect(page.locator('h1')).toHaveCount(1);
});

test('the blog post table of contents is a labelled navigation landmark that stays in view', async ({
  page,
}) => {
  await openHydrated(page, '/blog/long-blog-post');
  const toc = page.getByRole('navigation', { name: '本页总览' });
  await expect(toc.locator('.table-of-contents a').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight * 0.7));
  await expect(toc.locator('.table-of-contents')).toBeInViewport();
});
