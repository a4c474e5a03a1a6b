import type { Page, Response } from '@playwright/test';
import { chunkKinds } from '../../scripts/bench/site/chunks';
import { expect, openHydrated, test } from './fixtures';

// Diagrams are static SVG drawn by `npm run diagrams`: one render per colour mode, no Mermaid code.

const PAGE = '/docs/Tutorial/tutorial-basics/create-a-page';
const box = (page: Page) => page.locator('.docusaurus-mermaid-container').first();

/** The colour mode of the render the reader sees, once its image has loaded, and its node fill. */
async function visibleNodeFill(page: Page): Promise<{ mode: string; fill: string }> {
  const image = box(page).locator('img:visible');
  await expect(image).toHaveCount(1);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  const svg = await (await page.request.get((await image.getAttribute('src'))!)).text();
  return {
    mode: /\bdiagram-(light|dark)\b/.exec((await image.getAttribute('class')) ?? '')?.[1] ?? 'none',
    fill: /\.node rect,[^{]*\{fill:(#[0-9a-f]+)/.exec(svg)?.[1] ?? 'none',
  };
}

async function switchToDark(page: Page): Promise<void> {
  const html = page.locator('html');
  const colourSwitch = page.locator('.navbar button[class*="toggleButton"]').first();
  for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme')) !== 'dark'; clicks++) {
    await colourSwitch.click();
  }
  await expect(html).toHaveAttribute('data-theme', 'dark');
}

test('a doc page with a diagram loads no Mermaid code and shows the colours of each mode', async ({
  page,
}) => {
  const scripts: Response[] = [];
  const renders: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
    if (new URL(response.url()).pathname.startsWith('/diagrams/')) renders.push(response);
  });
  await openHydrated(page, PAGE);
  await page.waitForLoadState('networkidle');

  await expect(page.getByRole('img', { name: /^流程图：/ }).first()).toBeVisible();
  expect(await visibleNodeFill(page)).toEqual({ mode: 'light', fill: '#eee' });
  // Only the shown mode's file is fetched, as an immutable SVG image.
  expect(renders.length).toBeGreaterThan(0);
  for (const response of renders) {
    expect(response.url()).toMatch(/\/diagrams\/[0-9a-f]{16}\.light\.svg$/);
    expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers()['cache-control']).toContain('immutable');
  }
  await switchToDark(page);
  expect(await visibleNodeFill(page)).toEqual({ mode: 'dark', fill: '#1f2020' });
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  for (const response of scripts) {
    expect(response.url()).not.toMatch(/mermaid/i);
    expect(chunkKinds(await response.text()), response.url()).not.toContain('mermaid');
  }
});

test('a page opened in dark mode shows the dark render, and light again after switching back', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await openHydrated(page, PAGE);
  expect(await visibleNodeFill(page)).toEqual({ mode: 'dark', fill: '#1f2020' });
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await visibleNodeFill(page)).toEqual({ mode: 'light', fill: '#eee' });
});

test('on a 360 px phone a wide diagram scrolls inside its box, not the page, at a readable size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHydrated(page, PAGE);
  const sizes = await page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll<HTMLElement>('.docusaurus-mermaid-container'));
    return {
      page: { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth },
      boxes: boxes.map((element) => {
        const svg = Array.from(element.querySelectorAll('img')).find((candidate) =>
          candidate.checkVisibility(),
        )!;
        return {
          scroll: element.scrollWidth,
          client: element.clientWidth,
          scale: svg.getBoundingClientRect().width / Number(svg.getAttribute('width')),
        };
      }),
    };
  });
  expect(sizes.page.scroll).toBeLessThanOrEqual(sizes.page.client);
  expect(sizes.boxes.length).toBeGreaterThan(0);
  for (const diagram of sizes.boxes) expect(diagram.scale).toBeGreaterThanOrEqual(0.74);
  expect(sizes.boxes.some((diagram) => diagram.scroll > diagram.client)).toBe(true);
  await expect(box(page)).toHaveAttribute('tabindex', '0');
});
