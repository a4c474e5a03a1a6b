import type { Locator, Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/**
 * Card icons are inline SVG (src/components/CardIcon), not emoji: without a colour-emoji font
 * (Debian's Chromium here has none) 📄 and 🗃 drew as empty boxes.
 */

const EMOJI = /\p{Extended_Pictographic}/u;

const pages = [
  // Doc cards (📄 before) and a category card (🗃 before: 读书笔记 holds sub-categories).
  {
    name: 'category index of docs',
    path: '/docs/category/c-primer-plus',
    cards: 'main a.theme-doc-card-container',
  },
  {
    name: 'category index of categories',
    path: '/docs/category/读书笔记',
    cards: 'main a.theme-doc-card-container',
  },
  { name: '/docs overview', path: '/docs', cards: 'main ul > li > a' },
  { name: 'home', path: '/', cards: 'main ul > li > a' },
];

interface CardReport {
  text: string;
  icons: number;
  inline: boolean;
  iconHidden: boolean;
  /** The icon's size against the card title's font size. */
  iconHeight: number;
  fontSize: number;
  /** The icon paints in the text colour (currentColor). */
  iconColour: string;
  textColour: string;
}

function describeCards(cards: Locator): Promise<CardReport[]> {
  return cards.evaluateAll((elements) =>
    elements.map((card) => {
      const svg = card.querySelector('svg');
      // Drawn in the page: no <use>, <image> or other reference that would make a request.
      const inline =
        svg !== null &&
        svg.querySelector('use, image, foreignObject') === null &&
        svg.querySelector('path') !== null;
      const heading = card.querySelector('h2, h3');
      const painted = svg?.querySelector('path');
      const paint = painted ? getComputedStyle(painted) : undefined;
      return {
        text: card.textContent ?? '',
        icons: card.querySelectorAll('svg').length,
        inline,
        iconHidden: svg?.getAttribute('aria-hidden') === 'true',
        iconHeight: svg?.getBoundingClientRect().height ?? 0,
        fontSize: heading ? parseFloat(getComputedStyle(heading).fontSize) : 0,
        iconColour: paint ? (paint.stroke !== 'none' ? paint.stroke : paint.fill) : '',
        textColour: svg ? getComputedStyle(svg).color : '',
      };
    }),
  );
}

async function checkCards(page: Page, selector: string): Promise<void> {
  const cards = page.locator(selector);
  expect(await cards.count()).toBeGreaterThan(1);
  for (const card of await describeCards(cards)) {
    expect(card.text, 'card text holds no emoji').not.toMatch(EMOJI);
    expect(card.icons, `${card.text}: one svg icon`).toBe(1);
    expect(card.inline, `${card.text}: icon drawn inline`).toBe(true);
    expect(card.iconHidden, `${card.text}: icon is aria-hidden`).toBe(true);
    expect(card.iconHeight, `${card.text}: icon sized with the text`).toBeGreaterThanOrEqual(
      card.fontSize * 0.8,
    );
    expect(card.iconHeight, `${card.text}: icon sized with the text`).toBeLessThanOrEqual(
      card.fontSize * 1.6,
    );
    expect(card.iconColour, `${card.text}: icon drawn in currentColor`).toBe(card.textColour);
  }
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    });

    for (const { name, path, cards } of pages) {
      test(`${name}: cards start with an svg icon, not an emoji`, async ({ page }) => {
        await openHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await checkCards(page, cards);
      });
    }
  });
}

test('categories and sections get one icon (a folder), docs another', async ({ page }) => {
  const iconPaths = async (path: string, cards: string): Promise<Set<string | null>> => {
    await openHydrated(page, path);
    return new Set(
      await page
        .locator(`${cards} svg path`)
        .evaluateAll((paths) => paths.map((icon) => icon.getAttribute('d'))),
    );
  };
  const categories = await iconPaths('/docs/category/读书笔记', 'main a.theme-doc-card-container');
  const docs = await iconPaths('/docs/category/c-primer-plus', 'main a.theme-doc-card-container');
  const sections = await iconPaths('/docs', 'main ul > li > a');
  expect(categories.size).toBe(1);
  expect(docs.size).toBe(1);
  expect(sections).toEqual(categories);
  expect(docs).not.toEqual(categories);
});
