import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/** Descriptions now travel with each category index, not with the metadata every docs page loads. */

const CATEGORY = '/docs/category/nodejs';
const CATEGORY_SOURCES = '@site/docs/JavaScript/nodeJS相关/';
const DOC = '/docs/TypeScript/类型断言';

interface DocMeta {
  permalink: string;
  source: string;
  description: string;
}

/** Every doc's metadata as the docs plugin wrote it for its own page. */
function allDocs(): DocMeta[] {
  const dir = path.resolve(import.meta.dirname, '../../.docusaurus/docusaurus-plugin-content-docs/default');
  return readdirSync(dir)
    .filter((name) => name.startsWith('site-docs-') && name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as DocMeta);
}

const categoryDocs = (): DocMeta[] =>
  allDocs()
    .filter((doc) => doc.source.startsWith(CATEGORY_SOURCES))
    .sort((a, b) => a.source.localeCompare(b.source));

/** Whether a script holds the text, raw or as the minifier writes non-ASCII (`\u672C`). */
function holds(script: string, text: string): boolean {
  const escaped = text
    .split('')
    .map((char) =>
      char.charCodeAt(0) > 0x7e ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char,
    )
    .join('');
  return script.includes(text) || script.toLowerCase().includes(escaped.toLowerCase());
}

async function cardTexts(page: Page): Promise<{ href: string; description: string }[]> {
  return page.locator('main a.theme-doc-card-container').evaluateAll((cards) =>
    cards.map((card) => ({
      href: decodeURI(card.getAttribute('href') ?? ''),
      description: card.querySelector('.theme-doc-card-description')?.textContent ?? '',
    })),
  );
}

const expectedCards = (): { href: string; description: string }[] =>
  categoryDocs().map(({ permalink, description }) => ({ href: permalink, description }));

test('a category index shows each card’s description in its server-rendered HTML', async ({ browser }) => {
  expect(categoryDocs()).toHaveLength(3);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(CATEGORY);
    expect(await cardTexts(page)).toEqual(expectedCards());
  } finally {
    await context.close();
  }
});

test('a category index keeps the descriptions after hydration and after client navigation', async ({
  page,
}) => {
  await openHydrated(page, CATEGORY);
  expect(await cardTexts(page)).toEqual(expectedCards());

  // Reached from another docs page, the page renders from route data fetched in the browser.
  await openHydrated(page, DOC);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, CATEGORY);
  await expect(page.locator('main h1')).toHaveText('Node.js');
  await expect(page.locator('main .theme-doc-card-description')).toHaveCount(3);
  expect(await cardTexts(page)).toEqual(expectedCards());
});

test('a doc page loads no script that holds other docs’ descriptions', async ({ page }) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await openHydrated(page, DOC);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  // The docs layout's version metadata is among them, and the page's own metadata holds its own
  // description: the search below does find descriptions.
  expect(loaded.some(({ body }) => body.includes('docsSidebars'))).toBe(true);
  const own = allDocs().find((doc) => doc.permalink === DOC);
  expect(own && loaded.some(({ body }) => holds(body, own.description))).toBe(true);

  const others = allDocs().filter((doc) => doc.permalink !== DOC && doc.description.length >= 20);
  expect(others.length).toBeGreaterThan(300);
  for (const { url, body } of loaded) {
    const found = others.filter((doc) => holds(body, doc.description));
    expect(
      found.map((doc) => doc.permalink),
      url,
    ).toEqual([]);
  }
});
