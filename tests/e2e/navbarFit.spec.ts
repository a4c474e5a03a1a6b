import type { Locator, Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/**
 * The desktop navbar (997 px and wider) is one tidy row at every width: section links that do
 * not fit fold, last first, into the 「更多」 menu (src/components/NavbarOverflowMenu), which is
 * marked active on a page of a section it holds. Measured with a fresh load at each width.
 */

const WIDTHS = [1000, 1024, 1100, 1180, 1280, 1366, 1440, 1920];
const HOME = '/';
const DOC = '/docs/JavaScript/核心概念/闭包';
/** config/sections.ts, in navbar order, with each section's entry page. */
const SECTIONS = [
  ['教程', '/docs/Tutorial/intro'],
  ['TypeScript', '/docs/TypeScript/数据类型'],
  ['React', '/docs/react'],
  ['JavaScript', '/docs/javascript'],
  ['Vue', '/docs/vue'],
  ['Liunx', '/docs/liunx'],
  ['Docker', '/docs/Docker/install-docker'],
  ['Python', '/docs/Python/环境配置/环境管理'],
  ['HTML和CSS', '/docs/html-and-css'],
  ['其他', '/docs/Other/webpack/常见面试题'],
] as const;
const LABELS: string[] = SECTIONS.map(([label]) => label);

const menuRoot = (page: Page): Locator => page.locator('.navbar__items .navbar-overflow-menu');
const menuToggle = (page: Page): Locator => menuRoot(page).locator(':scope > button');

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface RowReport {
  items: Box[];
  /** Items whose text runs over more than one line. */
  wrapped: string[];
  viewport: number;
  innerWidth: number;
  scrollWidth: number;
  titleVisible: boolean;
  /** Section labels shown as links in the row. */
  rowSections: string[];
}

/** Every shown item of the navbar row (both sides), as the reader sees them. */
function measureRow(page: Page): Promise<RowReport> {
  return page.evaluate(() => {
    const shown = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const items = Array.from(document.querySelectorAll('.navbar__inner > .navbar__items > *')).filter(shown);
    const wrapped: string[] = [];
    const boxes = items.map((item) => {
      const name = (item.textContent ?? '').trim() || item.getAttribute('aria-label') || item.className;
      // One line: all its text sits within the height of its tallest line box.
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        // Text the reader sees: not the closed menu's links.
        if (!node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
      }
      if (lines.length > 0) {
        const top = Math.min(...lines.map((line) => line.top));
        const bottom = Math.max(...lines.map((line) => line.bottom));
        const tallest = Math.max(...lines.map((line) => line.height));
        if (bottom - top > tallest * 1.5) wrapped.push(name);
      }
      const { left, top, right, bottom } = item.getBoundingClientRect();
      return { name, left, top, right, bottom };
    });
    const title = document.querySelector('.navbar__title');
    const rowSections = Array.from(
      document.querySelectorAll('.navbar__items:not(.navbar__items--right) > a.navbar__link'),
    )
      .filter(shown)
      .map((link) => (link.textContent ?? '').trim());
    return {
      items: boxes,
      wrapped,
      viewport: document.documentElement.clientWidth,
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      titleVisible:
        title !== null &&
        shown(title) &&
        title.scrollWidth <= title.clientWidth &&
        title.getBoundingClientRect().right <= document.documentElement.clientWidth,
      rowSections,
    };
  });
}

function overlaps(a: Box, b: Box): boolean {
  const tolerance = 0.5;
  return (
    a.left < b.right - tolerance &&
    b.left < a.right - tolerance &&
    a.top < b.bottom - tolerance &&
    b.top < a.bottom - tolerance
  );
}

/** Checks the row at the page's current width; returns the sections folded into the menu. */
async function expectTidyRow(page: Page): Promise<string[]> {
  const row = await measureRow(page);
  const width = row.innerWidth;
  expect(row.wrapped, `items on more than one line at ${width} px`).toEqual([]);
  const overlapping: string[] = [];
  for (const [i, a] of row.items.entries())
    for (const b of row.items.slice(i + 1)) if (overlaps(a, b)) overlapping.push(`${a.name} × ${b.name}`);
  expect(overlapping, `overlapping items at ${width} px`).toEqual([]);
  const outside = row.items.filter((item) => item.left < 0 || item.right > row.viewport + 0.5);
  expect(
    outside.map((item) => item.name),
    `items outside the viewport at ${width} px`,
  ).toEqual([]);
  expect(row.scrollWidth, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(row.innerWidth);
  expect(row.titleVisible, `site title shown in full at ${width} px`).toBe(true);

  // Every section is one click away: a link in the row, or in the menu the toggle opens.
  const folded = LABELS.filter((label) => !row.rowSections.includes(label));
  expect(row.rowSections, `row sections keep their order at ${width} px`).toEqual(
    LABELS.slice(0, row.rowSections.length),
  );
  if (folded.length === 0) {
    await expect(menuRoot(page), `no menu when everything fits at ${width} px`).toBeHidden();
    return folded;
  }
  const toggle = menuToggle(page);
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveText('更多');
  await toggle.click();
  const menuLinks = menuRoot(page).locator('.dropdown__menu a.dropdown__link:visible');
  await expect(menuLinks, `the menu holds exactly the folded sections at ${width} px`).toHaveText(folded);
  const menuBox = await menuRoot(page).locator('.dropdown__menu').boundingBox();
  expect(menuBox!.x).toBeGreaterThanOrEqual(0);
  expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(row.viewport);
  // Closed by Escape once the pointer has left it (hovering shows it too).
  await page.mouse.move(1, 700);
  await page.keyboard.press('Escape');
  await expect(menuLinks.first()).toBeHidden();
  return folded;
}

async function visitAt(page: Page, path: string, width: number): Promise<void> {
  // The pointer rests below the navbar: a hovered link takes the active colour too.
  await page.mouse.move(1, 700);
  await page.setViewportSize({ width, height: 800 });
  await openHydrated(page, path);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    });

    for (const [name, path] of [
      ['home', HOME],
      ['doc page', DOC],
    ] as const) {
      test(`${name}: the navbar is one row with every section reachable at ${WIDTHS.join(', ')} px`, async ({
        page,
      }) => {
        const foldedAt: Record<number, number> = {};
        for (const width of WIDTHS) {
          await visitAt(page, path, width);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          foldedAt[width] = (await expectTidyRow(page)).length;
        }
        // Wider never folds more.
        for (const [i, width] of WIDTHS.entries())
          if (i > 0) expect(foldedAt[width]).toBeLessThanOrEqual(foldedAt[WIDTHS[i - 1]!]!);
        expect(foldedAt[1920]).toBe(0);
      });
    }
  });
}

test.describe('other page types', () => {
  test('blog list, search page at 1024 and 1180 px', async ({ page }) => {
    for (const path of ['/blog', '/search']) {
      for (const width of [1024, 1180]) {
        await visitAt(page, path, width);
        await expectTidyRow(page);
      }
    }
  });

  test.describe('not found', () => {
    // The browser logs the not-found document's 404 status as a console error.
    test.use({ allowConsoleErrors: true });

    test('404 page at 1024 px in dark mode', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await visitAt(page, '/no-such-page', 1024);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectTidyRow(page);
    });
  });
});

/** The colour an active navbar link has in this colour mode. */
function activeLinkColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--ifm-navbar-link-active-color)';
    document.querySelector('.navbar')!.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

test.describe('active section', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`a doc page of a folded section marks the menu active, in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      const docker = '/docs/Docker/install-docker';
      await visitAt(page, docker, 1024);
      const toggle = menuToggle(page);
      await expect(toggle).toBeVisible();
      const active = await activeLinkColour(page);
      await expect(toggle).toHaveCSS('color', active);
      await toggle.click();
      const item = menuRoot(page).locator('a.dropdown__link', { hasText: 'Docker' });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('aria-current', 'page');
      await expect(item).toHaveClass(/dropdown__link--active/);

      // Where Docker fits in the row, the row link is the active one and the menu is not.
      await visitAt(page, docker, 1180);
      const rowLink = page.locator('.navbar__items > a.navbar__link', { hasText: 'Docker' });
      await expect(rowLink).toBeVisible();
      await expect(rowLink).toHaveClass(/navbar__link--active/);
      await expect(toggle).toBeVisible();
      await expect(toggle).not.toHaveCSS('color', active);

      // A page of a section in the row never marks the menu.
      await visitAt(page, DOC, 1024);
      await expect(toggle).toBeVisible();
      await expect(toggle).not.toHaveCSS('color', active);
    });
  }

  test('the last section, folded first, marks the menu at 1180 px', async ({ page }) => {
    await visitAt(page, '/docs/Other/webpack/常见面试题', 1180);
    await expect(menuToggle(page)).toHaveCSS('color', await activeLinkColour(page));
  });
});

test.describe('the 「更多」 menu at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('opens with Enter, Space and the arrow keys and closes on Escape', async ({ page }) => {
    await openHydrated(page, HOME);
    const toggle = menuToggle(page);
    const links = menuRoot(page).locator('.dropdown__menu a.dropdown__link:visible');
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(links.first()).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(links.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(links.first()).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press(' ');
    await expect(links.first()).toBeVisible();
    await page.keyboard.press(' ');
    await expect(links.first()).toBeHidden();

    // ArrowDown opens and moves into the menu; the arrows move between the shown links.
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(links.first()).toBeHidden();

    // ArrowUp from the toggle goes to the last link; Enter on a link follows it.
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    const label = (await links.last().textContent()) ?? '';
    await page.keyboard.press('Enter');
    const [, to] = SECTIONS.find(([entry]) => entry === label)!;
    await expect(page).toHaveURL(new RegExp(`${encodeURI(to)}$`));
    await expect(links.first()).toBeHidden();
  });

  test('closes on a click outside and when focus leaves it', async ({ page }) => {
    await openHydrated(page, HOME);
    const toggle = menuToggle(page);
    const links = menuRoot(page).locator('.dropdown__menu a.dropdown__link:visible');
    await toggle.click();
    await expect(links.first()).toBeVisible();
    await page.mouse.click(500, 500);
    await expect(links.first()).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(links.first()).toBeVisible();
    await page.locator('.navbar__brand').focus();
    await expect(links.first()).toBeHidden();
  });

  test('a pointer resting on 「更多」 shows the menu, as Docusaurus dropdowns do', async ({ page }) => {
    await openHydrated(page, HOME);
    await menuToggle(page).hover();
    await expect(menuRoot(page).locator('.dropdown__menu a.dropdown__link:visible').first()).toBeVisible();
  });
});

test.describe('before hydration', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML is already one row, with the menu shown on hover', async ({ page }) => {
    for (const width of [1024, 1180, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(DOC);
      const row = await measureRow(page);
      expect(row.wrapped, `${width} px`).toEqual([]);
      expect(row.scrollWidth, `${width} px`).toBeLessThanOrEqual(row.innerWidth);
      expect(row.titleVisible, `${width} px`).toBe(true);
      const folded = LABELS.filter((label) => !row.rowSections.includes(label));
      if (folded.length > 0) {
        await menuToggle(page).hover();
        await expect(menuRoot(page).locator('.dropdown__menu a.dropdown__link:visible')).toHaveText(folded);
      }
    }
  });
});

test('hydrating moves nothing in the navbar (no layout shift)', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { navbarShifts: number }).navbarShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node }[];
      })[]) {
        if (
          entry.sources?.some((source) =>
            (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest('.navbar'),
          )
        )
          (window as unknown as { navbarShifts: number }).navbarShifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await visitAt(page, DOC, 1100);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { navbarShifts: number }).navbarShifts)).toBe(0);
});
