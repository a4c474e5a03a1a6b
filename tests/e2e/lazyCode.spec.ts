import type { Page } from '@playwright/test';
import { chunkKinds } from '../../scripts/bench/site/chunks';
import { expect, openHydrated, test } from './fixtures';

// Code blocks (plugins/code-blocks and its src/theme/CodeBlock): the server's markup carries the colours
// of both modes and is kept through hydration; Prism loads only to highlight in the browser.

const CODE_PAGE = '/docs/JavaScript/核心概念/闭包';

/** `#rrggbb` or `rgb(r, g, b)` as the browser reports a computed colour. */
function asComputed(colour: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!hex) return colour.replace(/\s*,\s*/g, ', ');
  return `rgb(${hex
    .slice(1)
    .map((part) => parseInt(part, 16))
    .join(', ')})`;
}

/**
 * The colour the site's stylesheet gives the first keyword in a mode: its class for that mode
 * (`l…` or `d…`, from plugins/code-blocks/src/node/prism.ts) and that class's rule.
 */
async function keywordColour(page: Page, mode: 'light' | 'dark'): Promise<string> {
  const classes = (await firstKeyword(page).getAttribute('class'))?.split(' ') ?? [];
  const rules = await page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)),
  );
  const scope = mode === 'light' ? `html:not([data-theme="dark"])` : `html[data-theme="dark"]`;
  const colours = classes.flatMap((name) =>
    rules.flatMap((rule) =>
      rule.startsWith(`${scope} .token.${name} {`) ? (/color: ([^;]+);/.exec(rule)?.[1] ?? []) : [],
    ),
  );
  expect(colours, `${mode} colour rule for ${classes.join(' ')}`).toHaveLength(1);
  return asComputed(colours[0] ?? '');
}

const firstKeyword = (page: Page) => page.locator('pre.prism-code .token.keyword').first();

for (const mode of ['light', 'dark'] as const) {
  test(`a doc with code hydrates in ${mode} mode without Prism and without redrawing its blocks`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: mode });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    // Counts code blocks, and nodes inside them, added or removed once the server's HTML is parsed.
    await page.addInitScript(() => {
      const record = window as unknown as { codeMutations: number };
      record.codeMutations = 0;
      const observer = new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const changed = [...Array.from(mutation.addedNodes), ...Array.from(mutation.removedNodes)];
          const holdsCode = (node: Node) =>
            node instanceof Element && (node.matches('pre') || !!node.querySelector('pre'));
          if ((mutation.target as Element).closest?.('pre')) record.codeMutations += changed.length;
          else record.codeMutations += changed.filter(holdsCode).length;
        }
      });
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          observer.observe(document, { childList: true, subtree: true });
      });
    });
    await openHydrated(page, CODE_PAGE);
    await page.waitForLoadState('networkidle');

    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await page.locator('pre.prism-code').count()).toBeGreaterThan(5);
    const colours = { light: await keywordColour(page, 'light'), dark: await keywordColour(page, 'dark') };
    expect(colours.light).not.toBe(colours.dark);
    await expect(firstKeyword(page)).toHaveCSS('color', colours[mode]);
    await expect(firstKeyword(page)).not.toHaveAttribute('style');
    expect(await page.evaluate(() => (window as unknown as { codeMutations: number }).codeMutations)).toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => chunkKinds(source).includes('prism'))).toEqual([]);

    // Copying still gives the code, and switching modes recolours without a new render.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', { name: '复制代码到剪贴板' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Each line is a block ending in <br>, so the rendered text doubles line breaks.
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect(copied.length).toBeGreaterThan(20);
    expect(lines(copied)).toEqual(lines(await block.locator('pre code').innerText()));
    const other = mode === 'light' ? 'dark' : 'light';
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), other);
    await expect(firstKeyword(page)).toHaveCSS('color', colours[other]);
    await context.close();
  });
}

test('code in an additional Prism language is highlighted on first load and after client navigation', async ({
  page,
}) => {
  const bashTokens = page.locator('pre.language-bash .token');
  await openHydrated(page, '/docs/Docker/镜像');
  await expect(bashTokens.first()).toBeVisible();

  await openHydrated(page, '/docs/Docker/install-docker');
  await page.locator('.theme-doc-sidebar-menu a', { hasText: /^镜像$/ }).click();
  await expect(page).toHaveURL(/\/docs\/Docker\/(%E9%95%9C%E5%83%8F|镜像)$/);
  await expect(bashTokens.first()).toBeVisible();
  expect(await bashTokens.count()).toBeGreaterThan(5);
  // Highlighted in the browser, with the same colour classes as the server's markup.
  await expect(
    page.locator('pre.language-bash .token.keyword, pre.language-bash .token.function').first(),
  ).toHaveClass(/\bl[0-9a-z]+\b/);
});

test('a block too wide for a phone offers word wrap once it is in view, and wrapping fits it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await openHydrated(page, CODE_PAGE);
  const blocks = page.locator('.theme-code-block');
  // Measured only in view: blocks far down the page have not been measured yet.
  const count = await blocks.count();
  expect(count).toBeGreaterThan(5);
  const last = blocks.nth(count - 1);
  await expect(last.getByRole('button', { name: '切换自动换行' })).toHaveCount(0);
  // Find a block whose code overflows at this width, bring it into view, and wrap it.
  for (let i = 0; i < count; i++) {
    const block = blocks.nth(i);
    await block.scrollIntoViewIfNeeded();
    const pre = block.locator('pre');
    if (!(await pre.evaluate((element) => element.scrollWidth > element.clientWidth))) continue;
    const button = block.getByRole('button', { name: '切换自动换行' });
    await expect(button).toBeAttached();
    await block.hover();
    await button.click();
    await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await pre.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await context.close();
    return;
  }
  throw new Error(`no code block on ${CODE_PAGE} overflows at 360 px`);
});
