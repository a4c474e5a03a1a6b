import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/** The browser keeps the document head as the server rendered it (plugins/head-tags). */

const DOC = '/docs/JavaScript/核心概念/闭包';
const BLOG_POST = '/blog/first-blog-post';

interface HeadSnapshot {
  title: string;
  html: Record<string, string | null>;
  /** Each `[data-rh]` head tag as its name, sorted attributes and text. */
  tags: string[];
}

/** The head of the page in the browser now, or (with `url`) of that URL's server HTML. */
async function headSnapshot(page: Page, url?: string): Promise<HeadSnapshot> {
  return page.evaluate(async (source) => {
    const doc = source
      ? new DOMParser().parseFromString(await (await fetch(source)).text(), 'text/html')
      : document;
    // JSON-LD by its data: the server's HTML minifier sorts its keys.
    const sortKeys = (_key: string, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
        : value;
    const text = (element: Element) =>
      element.getAttribute('type') === 'application/ld+json'
        ? JSON.stringify(JSON.parse(element.textContent ?? ''), sortKeys)
        : element.textContent;
    const describe = (element: Element) =>
      JSON.stringify([
        element.localName,
        Array.from(element.attributes)
          .filter((attribute) => attribute.name !== 'data-rh')
          .map((attribute) => `${attribute.name}=${attribute.value}`)
          .sort(),
        text(element),
      ]);
    const root = doc.documentElement;
    return {
      title: doc.title,
      html: {
        lang: root.getAttribute('lang'),
        dir: root.getAttribute('dir'),
        class: root.getAttribute('class'),
      },
      tags: Array.from(doc.head.querySelectorAll('[data-rh]')).map(describe).sort(),
    };
  }, url);
}

test('hydration leaves the server-rendered head tags in place', async ({ page }) => {
  await page.addInitScript(() => {
    const changed: string[] = [];
    (window as unknown as { headChanges: string[] }).headChanges = changed;
    new MutationObserver((records) => {
      // While the document loads, the parser is adding the server's tags.
      if (document.readyState === 'loading') return;
      for (const record of records)
        for (const node of [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)])
          if (node instanceof Element && node.hasAttribute('data-rh')) changed.push(node.outerHTML);
    }).observe(document, { childList: true, subtree: true });
  });
  await openHydrated(page, DOC);
  const before = await headSnapshot(page, DOC);
  // Two frames: head changes are applied on the frame after React commits.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { headChanges: string[] }).headChanges)).toEqual([]);
  expect(await headSnapshot(page)).toEqual(before);
});

test('client navigation gives each page the head its server HTML has', async ({ page }) => {
  await openHydrated(page, DOC);
  const next = page.locator('a.pagination-nav__link--next');
  const nextPath = decodeURIComponent(new URL((await next.getAttribute('href'))!, page.url()).pathname);
  await next.click();
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === nextPath);
  await expect.poll(() => headSnapshot(page)).toEqual(await headSnapshot(page, nextPath));

  await page.locator('.navbar a[href="/blog"]').click();
  await page.locator(`a[href="${BLOG_POST}"]`).first().click();
  await expect(page).toHaveURL(BLOG_POST);
  const blogHead = await headSnapshot(page, BLOG_POST);
  await expect.poll(() => headSnapshot(page)).toEqual(blogHead);
  expect(blogHead.tags.some((tag) => tag.includes('application/ld+json'))).toBe(true);

  await page.goBack();
  await page.goBack();
  await expect.poll(() => headSnapshot(page)).toEqual(await headSnapshot(page, nextPath));
  expect(await page.evaluate(() => document.querySelectorAll('head link[rel=canonical]').length)).toBe(1);
});
