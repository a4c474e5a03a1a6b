import { expect, openHydrated, test } from './fixtures';

const sectionLabels = [
  '教程',
  'TypeScript',
  'React',
  'JavaScript',
  'Vue',
  'Liunx',
  'Docker',
  'Python',
  'HTML和CSS',
  '其他',
];

test('navbar lists the ten sections in order, then practice, blog, repository and colour switch', async ({
  page,
}) => {
  await openHydrated(page, '/');
  const left = page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link');
  await expect(left).toHaveText(sectionLabels);
  const right = page.locator('.navbar__items--right');
  await expect(right.getByRole('link', { name: '刷题' })).toHaveAttribute('href', '/practice');
  await expect(right.getByRole('link', { name: '博客' })).toHaveAttribute('href', '/blog');
  const repository = right.getByRole('link', { name: '源码仓库' });
  await expect(repository).toHaveAttribute('target', '_blank');
  await expect(repository).toHaveAttribute('rel', /noopener/);
  await expect(repository).toHaveAttribute('rel', /noreferrer/);
  await expect(right.locator('button[class*="toggleButton"]')).toBeVisible();
});

test('each section link opens its entry page', async ({ page }) => {
  await openHydrated(page, '/');
  await page.locator('.navbar__items >> text=Python').first().click();
  await expect(page).toHaveURL(
    /\/docs\/Python\/%E7%8E%AF%E5%A2%83%E9%85%8D%E7%BD%AE\/%E7%8E%AF%E5%A2%83%E7%AE%A1%E7%90%86$|\/docs\/Python\/环境配置\/环境管理$/,
  );
});

test('skip link moves focus to the main content', async ({ page }) => {
  await openHydrated(page, '/docs/Tutorial/intro');
  await page.keyboard.press('Tab');
  const skip = page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
  await expect(skip).toBeFocused();
  await expect(skip).toHaveText('跳到主要内容');
});

test('colour switch cycles system → light → dark and persists across reload', async ({ page }) => {
  await openHydrated(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
  const choices: string[] = [];
  for (let i = 0; i < 3; i++) {
    await toggle.click();
    choices.push((await html.getAttribute('data-theme-choice')) ?? '');
  }
  expect(new Set(choices)).toEqual(new Set(['system', 'light', 'dark']));
  // Land on dark, then reload.
  while ((await html.getAttribute('data-theme-choice')) !== 'dark') await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('data-theme-choice', 'dark');
});

test('system choice follows the OS colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openHydrated(page, '/');
  await page.evaluate(() => localStorage.removeItem('theme'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
});

test('announcement bar dismissal persists across reloads', async ({ page }) => {
  await openHydrated(page, '/');
  const bar = page.getByRole('banner').filter({ hasText: '内容检查器' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button').click();
  await expect(bar).toBeHidden();
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.getByText('内容检查器编译或运行验证过')).toBeHidden();
});

test('announcement bar shows again when its id changes', async ({ page }) => {
  await openHydrated(page, '/');
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.reload();
  await expect(page.getByText('内容检查器编译或运行验证过')).toBeVisible();
});

test('navbar hides on scroll down and shows on scroll up', async ({ page }) => {
  await openHydrated(page, '/docs/Tutorial/intro');
  const navbar = page.locator('nav.navbar');
  // One step per frame, as a reader scrolls: steps within one frame give the page a single scroll
  // event, and with no earlier position the navbar cannot tell the direction (seen under load).
  const scrollTo = (top: number) =>
    page.evaluate(
      (y) =>
        new Promise((done) => {
          window.scrollTo(0, y);
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
      top,
    );
  for (let y = 100; y <= 1500; y += 200) await scrollTo(y);
  await expect(navbar).toHaveClass(/navbarHidden/);
  await scrollTo(1200);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('docs show breadcrumbs and a table of contents of h2 and h3 only', async ({ page }) => {
  await openHydrated(page, '/docs/Tutorial/tutorial-basics/markdown-features');
  await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
  const tocLinks = page.locator('.table-of-contents a');
  expect(await tocLinks.count()).toBeGreaterThan(2);
  const levels = await tocLinks.evaluateAll((links) =>
    links.map((link) => {
      const id = decodeURIComponent((link as HTMLAnchorElement).hash.slice(1));
      return document.getElementById(id)?.tagName ?? 'missing';
    }),
  );
  expect(new Set(levels).size).toBeGreaterThan(0);
  for (const level of levels) expect(['H2', 'H3']).toContain(level);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the navbar sidebar opens, shows sections, goes back to the main menu and locks scrolling', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/Tutorial/intro');
    await page.getByRole('button', { name: /导航栏|切换导航栏/ }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // On a doc page the secondary menu (the doc sidebar) shows first; go back to the main menu.
    await sidebar.getByRole('button', { name: /主菜单/ }).click();
    await expect(sidebar.getByRole('link', { name: 'Docker' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Docker' }).click();
    await expect(page).toHaveURL(/\/docs\/Docker\/install-docker$/);
    await expect(sidebar).toBeHidden();
  });
});

test.describe('when localStorage throws', () => {
  test.use({ allowConsoleErrors: false });

  test('pages render and the colour switch still works for the visit', async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('storage disabled', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: fail, configurable: true });
    });
    await openHydrated(page, '/docs/Tutorial/intro');
    await expect(page.locator('article h1')).toBeVisible();
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme-choice');
    await page.locator('.navbar button[class*="toggleButton"]').first().click();
    await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');
    await page.locator('.navbar__items >> text=Docker').first().click();
    await expect(page).toHaveURL(/install-docker$/);
  });
});
