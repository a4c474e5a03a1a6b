import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { PAGE_BUDGETS } from './budgets';

for (const budget of PAGE_BUDGETS) {
  test.describe(budget.id, () => {
    // The not-found page's own document answers 404, which the browser logs as an error.
    test.use({ allowConsoleErrors: budget.status !== 200 });

    test(`first-visit JS stays under ${budget.ceilingKiB} KiB gzip`, async ({ page }) => {
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script' || !response.ok()) return;
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      });
      const response = await page.goto(budget.path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(budget.status);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.waitForLoadState('networkidle');
      const kib = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0) / 1024;
      console.log(`first-visit JS, ${budget.id}: ${kib.toFixed(1)} KiB (ceiling ${budget.ceilingKiB})`);
      expect(kib).toBeLessThanOrEqual(budget.ceilingKiB);
    });
  });
}
