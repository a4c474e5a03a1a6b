import { chromium, type Browser, type Response } from '@playwright/test';
import { PAGE_BUDGETS } from '../../../tests/e2e/budgets';
import { chromiumPath, playwrightChromiumArgs } from '../chromium';
import { gzipSize } from '../units';
import { byteTotals, chunkKinds, unneededChunks } from './chunks';
import type { PageType } from './pageTypes';
import type { FirstVisit, LoadedAsset } from './types';

const ASSET_TYPES = new Set(['script', 'stylesheet']);

async function assetFrom(response: Response): Promise<LoadedAsset | undefined> {
  const type = response.request().resourceType();
  if (!ASSET_TYPES.has(type) || !response.ok()) return undefined;
  const body = await response.body();
  return {
    url: response.url(),
    type: type as LoadedAsset['type'],
    rawBytes: body.length,
    gzipBytes: gzipSize(body),
    kinds: chunkKinds(body.toString('utf8')),
  };
}

/**
 * Loads the page once in a fresh browser context and sums what it requested as scripts and
 * stylesheets until the network went quiet (prefetches are not scripts, so they do not count),
 * as the browser tests' budgets do (tests/e2e/budgets.spec.ts).
 */
async function visit(browser: Browser, origin: string, page: PageType): Promise<FirstVisit> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const tab = await context.newPage();
  const pending: Promise<LoadedAsset | undefined>[] = [];
  tab.on('response', (response) => pending.push(assetFrom(response)));
  const response = await tab.goto(origin + page.path, { waitUntil: 'networkidle' });
  if (response?.status() !== page.status) {
    throw new Error(`${page.path} answered ${response?.status()}, expected ${page.status}`);
  }
  await tab.locator('html[data-has-hydrated="true"]').waitFor();
  await tab.waitForLoadState('networkidle');
  const assets = (await Promise.all(pending)).filter((asset): asset is LoadedAsset => asset !== undefined);
  await context.close();
  const budget = PAGE_BUDGETS.find((entry) => entry.id === page.id);
  if (!budget) throw new Error(`tests/e2e/budgets.ts has no ceiling for ${page.id}`);
  return {
    page: page.id,
    path: page.path,
    ...byteTotals(assets),
    jsCeilingKiB: budget.ceilingKiB,
    assets,
    unneeded: unneededChunks(assets, page.uses),
  };
}

export async function measureFirstVisits(origin: string, pages: readonly PageType[]): Promise<FirstVisit[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs });
  try {
    const results: FirstVisit[] = [];
    for (const page of pages) results.push(await visit(browser, origin, page));
    return results;
  } finally {
    await browser.close();
  }
}
