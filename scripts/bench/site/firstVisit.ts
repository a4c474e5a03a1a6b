import { chromium, type Browser, type Response } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_BUDGETS } from '../../../tests/e2e/budgets';
import { chromiumPath, playwrightChromiumArgs } from '../chromium';
import { gzipSize } from '../units';
import { byteTotals, chunkKinds, unneededChunks } from './chunks';
import { packageSizes, sumPackageSizes, type PackageSize, type RawSourceMap } from './packages';
import type { PageType } from './pageTypes';
import type { FirstVisit, LoadedAsset } from './types';

const ASSET_TYPES = new Set(['script', 'stylesheet']);
/** Where the bytes of a script without a source map go. */
const NO_MAP = '[no source map]';

interface Loaded {
  asset: LoadedAsset;
  /** A script's bytes by package, when build/ has its source map. */
  packages?: PackageSize[];
}

async function loadedFrom(response: Response, buildDir: string): Promise<Loaded | undefined> {
  const type = response.request().resourceType();
  if (!ASSET_TYPES.has(type) || !response.ok()) return undefined;
  const body = await response.body();
  const code = body.toString('utf8');
  const asset: LoadedAsset = {
    url: response.url(),
    type: type as LoadedAsset['type'],
    rawBytes: body.length,
    gzipBytes: gzipSize(body),
    kinds: chunkKinds(code),
  };
  const mapFile = path.join(buildDir, `${decodeURI(new URL(asset.url).pathname)}.map`);
  if (type !== 'script' || !existsSync(mapFile)) return { asset };
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  return { asset, packages: packageSizes(code, map, gzipSize) };
}

/**
 * Loads the page once in a fresh browser context and sums what it requested as scripts and
 * stylesheets until the network went quiet (prefetches are not scripts, so they do not count),
 * as the browser tests' budgets do (tests/e2e/budgets.spec.ts).
 */
async function visit(
  browser: Browser,
  origin: string,
  page: PageType,
  buildDir: string,
): Promise<FirstVisit> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const tab = await context.newPage();
  const pending: Promise<Loaded | undefined>[] = [];
  tab.on('response', (response) => pending.push(loadedFrom(response, buildDir)));
  const response = await tab.goto(origin + page.path, { waitUntil: 'networkidle' });
  if (response?.status() !== page.status) {
    throw new Error(`${page.path} answered ${response?.status()}, expected ${page.status}`);
  }
  await tab.locator('html[data-has-hydrated="true"]').waitFor();
  await tab.waitForLoadState('networkidle');
  const loaded = (await Promise.all(pending)).filter((item): item is Loaded => item !== undefined);
  await context.close();
  const assets = loaded.map((item) => item.asset);
  const scripts = [...new Map(loaded.map((item) => [item.asset.url, item])).values()].filter(
    (item) => item.asset.type === 'script',
  );
  const unmapped = ({ asset }: Loaded): PackageSize[] => [
    { name: NO_MAP, raw: asset.rawBytes, gzip: asset.gzipBytes },
  ];
  const budget = PAGE_BUDGETS.find((entry) => entry.id === page.id);
  if (!budget) throw new Error(`tests/e2e/budgets.ts has no ceiling for ${page.id}`);
  return {
    page: page.id,
    path: page.path,
    ...byteTotals(assets),
    jsCeilingKiB: budget.ceilingKiB,
    assets,
    unneeded: unneededChunks(assets, page.uses),
    ...(scripts.some((item) => item.packages)
      ? { packages: sumPackageSizes(scripts.map((item) => item.packages ?? unmapped(item))) }
      : {}),
  };
}

/** First visits of the page types; scripts' bytes by package too when `buildDir` has source maps. */
export async function measureFirstVisits(
  origin: string,
  pages: readonly PageType[],
  buildDir: string,
): Promise<FirstVisit[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs });
  try {
    const results: FirstVisit[] = [];
    for (const page of pages) results.push(await visit(browser, origin, page, buildDir));
    return results;
  } finally {
    await browser.close();
  }
}
