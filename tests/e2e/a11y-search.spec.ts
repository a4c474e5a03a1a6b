import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/**
 * axe-core on the search page and the open search modal, in light and dark mode. One known
 * exception: DocSearch 3.9 puts a real link inside each result option (`nested-interactive`);
 * it keeps Ctrl/middle/right-click "open in new tab", and focus stays in the input
 * (aria-activedescendant), so the option's text is what a screen reader announces.
 */
const RESULT_OPTION = /^#docsearch-[\w-]+-item-\d+$/;

async function violations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((violation) => {
    const nodes = violation.nodes
      .map((node) => node.target.join(' '))
      .filter((target) => !(violation.id === 'nested-interactive' && RESULT_OPTION.test(target)));
    return nodes.length > 0 ? [`${violation.id}: ${nodes.join(', ')}`] : [];
  });
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    });

    test('the search page with results has no axe violations', async ({ page }) => {
      await openHydrated(page, '/search?q=闭包');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('main mark').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    for (const query of ['', '闭包', 'qqzzxx', 'docker qqzzxx']) {
      test(`the open search modal ${query ? `after "${query}"` : 'before typing'} has no axe violations`, async ({
        page,
      }) => {
        await openHydrated(page, '/docs/javascript');
        await page.keyboard.press('Control+k');
        const input = page.locator('.DocSearch-Input');
        await expect(input).toBeFocused();
        if (query) {
          await input.fill(query);
          const shown = query === 'qqzzxx' ? '.DocSearch-NoResults' : '.DocSearch-Hit';
          await expect(page.locator(shown).first()).toBeVisible();
        }
        const dialog = page.getByRole('dialog', { name: '搜索' });
        await expect(dialog).toBeVisible();
        expect(await violations(page)).toEqual([]);
        // The repaired markup still works: arrows select, Escape closes.
        if (query === '闭包') {
          await page.keyboard.press('ArrowDown');
          await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
          await expect(input).toHaveAttribute('aria-activedescendant', /docsearch-hits\d+-item-\d+/);
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    }
  });
}
