import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/** Each docs page loads its own sidebar only (plugins/docs-page-data). */

const JS_DOC = '/docs/JavaScript/核心概念/闭包';
const TS_ENTRY = '/docs/TypeScript/数据类型';
const CATEGORY = '/docs/category/c-primer-plus';

const generated = path.resolve(
  import.meta.dirname,
  '../../.docusaurus/docusaurus-plugin-content-docs/default',
);
const sidebarDir = path.join(generated, 'page-sidebars/default/current');

interface SidebarItem {
  type: string;
  label?: string;
  href?: string;
  items?: SidebarItem[];
}

/** Each sidebar's items, read back from the module the build generated for it. */
function sidebars(): Map<string, SidebarItem[]> {
  return new Map(
    readdirSync(sidebarDir).map((file) => {
      const source = readFileSync(path.join(sidebarDir, file), 'utf8');
      const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
      if (!json) throw new Error(`no items in ${file}`);
      return [path.basename(file, '.js'), JSON.parse(JSON.parse(json) as string) as SidebarItem[]];
    }),
  );
}

const labels = (items: SidebarItem[]): string[] =>
  items.flatMap((item) => [...(item.label ? [item.label] : []), ...labels(item.items ?? [])]);

/** Labels of one sidebar found in no other sidebar and in no doc path: only its own module holds them. */
function ownLabels(name: string): string[] {
  const all = sidebars();
  const paths = readFileSync(path.resolve(import.meta.dirname, '../../.docusaurus/globalData.json'), 'utf8');
  const others = new Set([...all].filter(([other]) => other !== name).flatMap(([, items]) => labels(items)));
  return labels(all.get(name) ?? []).filter(
    (label) => label.length >= 4 && !others.has(label) && !paths.includes(label),
  );
}

/** Whether a script holds the text, raw or as the minifier writes non-ASCII (`\u672C`). */
function holds(script: string, text: string): boolean {
  const escaped = text.replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return script.includes(text) || script.toLowerCase().includes(escaped.toLowerCase());
}

function collectScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  return scripts;
}

const sidebarLinks = (page: Page): Promise<string[]> =>
  page
    .locator('.theme-doc-sidebar-menu a.menu__link[href]')
    .evaluateAll((links) => links.map((link) => decodeURI(link.getAttribute('href') ?? '')));

test('a doc page loads its own sidebar and no other', async ({ page }) => {
  const scripts = collectScripts(page);
  await openHydrated(page, JS_DOC);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last()).toHaveText('闭包');
  const bodies = await Promise.all(scripts);

  const own = ownLabels('jsSidebar');
  expect(own.length).toBeGreaterThan(0);
  for (const label of own)
    expect(
      bodies.some((body) => holds(body, label)),
      label,
    ).toBe(true);
  for (const other of [...sidebars().keys()].filter((name) => name !== 'jsSidebar')) {
    const foreign = ownLabels(other).filter((label) => bodies.some((body) => holds(body, label)));
    expect(foreign, other).toEqual([]);
  }
});

test('client navigation to another section shows that section’s sidebar, and back', async ({ page }) => {
  await openHydrated(page, JS_DOC);
  const jsLinks = await sidebarLinks(page);
  expect(jsLinks).toContain('/docs/javascript');

  const navbarLink = (name: string) => page.locator('.navbar').getByRole('link', { name, exact: true });
  // The navbar marks the section from the docs' global data (rebuilt from the route table).
  await expect(navbarLink('JavaScript')).toHaveClass(/navbar__link--active/);
  await navbarLink('TypeScript').click();
  await expect(page).toHaveURL(encodeURI(TS_ENTRY));
  await expect(navbarLink('TypeScript')).toHaveClass(/navbar__link--active/);
  await expect(navbarLink('JavaScript')).not.toHaveClass(/navbar__link--active/);
  await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last()).toHaveAttribute(
    'href',
    TS_ENTRY,
  );
  const tsLinks = await sidebarLinks(page);
  expect(tsLinks).toContain(TS_ENTRY);
  expect(tsLinks.filter((href) => jsLinks.includes(href))).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(encodeURI(JS_DOC));
  await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last()).toHaveText('闭包');
  expect(await sidebarLinks(page)).toEqual(jsLinks);
});

test('a category index renders the same sidebar on the server and after hydration', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  let serverLinks: string[];
  try {
    const serverPage = await context.newPage();
    await serverPage.goto(CATEGORY);
    serverLinks = await sidebarLinks(serverPage);
  } finally {
    await context.close();
  }
  expect(serverLinks.length).toBeGreaterThan(0);
  await openHydrated(page, CATEGORY);
  expect(await sidebarLinks(page)).toEqual(serverLinks);
  await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last()).toHaveAttribute(
    'href',
    CATEGORY,
  );
  await expect(page.locator('main a.theme-doc-card-container').first()).toBeVisible();
});
