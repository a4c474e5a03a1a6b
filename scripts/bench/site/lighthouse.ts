import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lighthouseRun, summariseLighthouse, type LhrLike } from './aggregate';
import { chromiumPath, lighthouseChromeFlags } from '../chromium';
import { medianIndex } from '../stats';
import type { PageType } from './pageTypes';
import type { LighthousePage, LighthouseRun } from './types';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's default mobile run (emulated phone, simulated slow 4G and CPU) of one page,
 * `runs` times in one Chromium; each run starts with cleared storage and cache. The full
 * report of the median run goes to `reportDir/<page type>.json`, for the details.
 */
async function auditPage(
  origin: string,
  page: PageType,
  runs: number,
  reportDir: string,
): Promise<LighthousePage> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: lighthouseChromeFlags,
    logLevel: 'silent',
  });
  try {
    const results: LighthouseRun[] = [];
    const reports: string[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(origin + page.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The not-found page answers 404 on purpose.
        ignoreStatusCode: page.status === 404,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      if (result.lhr.runtimeError) {
        throw new Error(
          `Lighthouse failed on ${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
        );
      }
      results.push(lighthouseRun(result.lhr as unknown as LhrLike));
      reports.push(JSON.stringify(result.lhr));
    }
    const median = medianIndex(results.map((run) => run.figures.performance));
    await mkdir(reportDir, { recursive: true });
    await writeFile(path.join(reportDir, `${page.id}.json`), reports[median]!);
    return summariseLighthouse(page.id, page.path, results);
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouse(
  origin: string,
  pages: readonly PageType[],
  runs: number,
  reportDir: string,
  onPage: (page: LighthousePage) => void = () => undefined,
): Promise<LighthousePage[]> {
  process.env.CHROME_PATH = chromiumPath;
  const results: LighthousePage[] = [];
  for (const page of pages) {
    const result = await auditPage(origin, page, runs, reportDir);
    onPage(result);
    results.push(result);
  }
  return results;
}
