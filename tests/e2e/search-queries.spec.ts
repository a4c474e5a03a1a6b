import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/** What the modal lists: each hit's link, in order. */
function modalHits(page: Page): Promise<string[]> {
  return page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** What the /search page lists: each result's link, in order. */
function pageResults(page: Page): Promise<string[]> {
  return page
    .locator('main ol li h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The list once it has stopped changing (read until three reads 150 ms apart agree). */
async function settled(read: () => Promise<string[]>): Promise<string[]> {
  let previous = '';
  let same = 0;
  for (let attempt = 0; attempt < 60; attempt++) {
    const current = JSON.stringify(await read());
    same = current === previous && current !== '[]' ? same + 1 : 0;
    if (same === 2) return JSON.parse(current) as string[];
    previous = current;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the list did not settle: ${previous}`);
}

async function openModal(page: Page): Promise<void> {
  await openHydrated(page, '/');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/** The hits a query gets in a freshly opened modal, in a page of its own. */
async function freshModalHits(page: Page, query: string): Promise<string[]> {
  const fresh = await page.context().newPage();
  await openModal(fresh);
  await fresh.locator('.DocSearch-Input').fill(query);
  const hits = await settled(() => modalHits(fresh));
  await fresh.close();
  return hits;
}

test.describe('the modal lists exactly the hits of the query typed, whatever came before', () => {
  const pairs = [
    ['原型链', 'infer 关键字'],
    ['useState', 'useEffect'],
    ['webpack loader', 'koa 中间件'],
    ['闭包', 'docker 网络'],
  ] as const;
  for (const [first, second] of pairs) {
    test(`${first} replaced by ${second}`, async ({ page }) => {
      const expected = await freshModalHits(page, second);
      await openModal(page);
      const input = page.locator('.DocSearch-Input');
      await input.fill(first);
      await settled(() => modalHits(page));
      await input.selectText();
      await page.keyboard.type(second);
      await expect.poll(() => modalHits(page)).toEqual(expected);
    });
  }

  test('typed key by key, then shortened with Backspace', async ({ page }) => {
    const expected = await freshModalHits(page, 'useSyncExternalStore');
    const shortened = await freshModalHits(page, 'useSync');
    await openModal(page);
    await page.locator('.DocSearch-Input').pressSequentially('useSyncExternalStore', { delay: 20 });
    await expect.poll(() => modalHits(page)).toEqual(expected);
    for (let i = 0; i < 'ExternalStore'.length; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => modalHits(page)).toEqual(shortened);
  });

  test('pasted, and entered through an input method (composition events)', async ({ page }) => {
    const expected = await freshModalHits(page, '事件循环');
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('react');
    await settled(() => modalHits(page));
    await page.locator('.DocSearch-Input').selectText();
    await page.keyboard.insertText('事件循环');
    await expect.poll(() => modalHits(page)).toEqual(expected);

    await page.locator('.DocSearch-Input').selectText();
    await page.keyboard.press('Backspace');
    const cdp = await page.context().newCDPSession(page);
    for (const pinyin of ['s', 'sh', 'shi', 'shij', 'shijian', 'shijianxunhuan']) {
      await cdp.send('Input.imeSetComposition', {
        text: pinyin,
        selectionStart: pinyin.length,
        selectionEnd: pinyin.length,
      });
    }
    await cdp.send('Input.insertText', { text: '事件循环' });
    await expect(page.locator('.DocSearch-Input')).toHaveValue('事件循环');
    await expect.poll(() => modalHits(page)).toEqual(expected);
  });
});

test('the /search page lists exactly the results of the query typed', async ({ page }) => {
  await openHydrated(page, `/search?q=${encodeURIComponent('infer 关键字')}`);
  const expected = await settled(() => pageResults(page));
  await openHydrated(page, `/search?q=${encodeURIComponent('原型链')}`);
  await settled(() => pageResults(page));
  const input = page.getByRole('searchbox');
  await input.selectText();
  await page.keyboard.type('infer 关键字');
  await expect.poll(() => pageResults(page)).toEqual(expected);
  await expect(page).toHaveURL(/q=infer/);
});

test.describe('other wordings, partial matches and typos', () => {
  test('回流 重绘 finds the rendering pipeline note, whose words are 重排/重绘', async ({ page }) => {
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('回流 重绘');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('渲染流水线');
    await expect(page.locator('.DocSearch-Hit mark', { hasText: '重排' }).first()).toBeVisible();
    await openHydrated(page, `/search?q=${encodeURIComponent('回流 重绘')}`);
    await expect(page.locator('main ol li').first()).toContainText('渲染流水线');
  });

  test('a query no page matches in full shows the best partial matches under a line that says so', async ({
    page,
  }) => {
    await openModal(page);
    const input = page.locator('.DocSearch-Input');
    await input.fill('docker qqzzxx');
    const notice = page.locator('.DocSearch-Dropdown').getByRole('status');
    await expect(notice).toHaveText('没有同时包含全部词语的结果，以下结果只包含部分词语。');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(/docker/i);
    // The line sits above the first group of hits.
    const [noticeBox, firstHitBox] = await Promise.all([
      notice.boundingBox(),
      page.locator('.DocSearch-Hit').first().boundingBox(),
    ]);
    expect(noticeBox!.y).toBeLessThan(firstHitBox!.y);
    await input.fill('docker compose');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(notice).toHaveCount(0);
    await input.fill('qqzzxx wwvvyy');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('没有结果');

    await openHydrated(page, `/search?q=${encodeURIComponent('docker qqzzxx')}`);
    await expect(page.locator('main')).toContainText('以下结果只包含部分词语');
    await expect(page.locator('main ol li').first()).toBeVisible();
  });

  test('a typo in a Latin word still finds its page, with the right word marked', async ({ page }) => {
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('useEfect');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('useEffect');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/^useEffect$/i);
    await page.locator('.DocSearch-Input').fill('dokcer compose');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('docker compose');
  });

  test('the offline modal shows no Algolia logo or link', async ({ page }) => {
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('闭包');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Footer')).toBeVisible();
    await expect(page.locator('.DocSearch-Modal a[href*="algolia"]')).toBeHidden();
    await expect(page.locator('.DocSearch-Footer')).not.toContainText(/algolia/i);
  });
});
