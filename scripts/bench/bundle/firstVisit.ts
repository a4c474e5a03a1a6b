/**
 * First visit of each page type in Chromium: every script response, its size
 * after `gzip -9`, and how many of those bytes are Mermaid or search-engine code.
 *
 *   npm run bench:first-visit -- --base http://127.0.0.1:3601 [--build build] [--page /docs/x]… [--json]
 *
 * `--build` with source maps (BUNDLE_STATS_DIR build) attributes bytes to features.
 * Serve the build first; any static server works (sizes are computed here, not read from the wire).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromiumPath, playwrightChromiumArgs } from '../chromium';
import { chromium } from '@playwright/test';
import { featureOf, PAGE_TYPES, type Feature, type PageType } from './pageTypes';
import { formatKb } from './report';
import { codeBySource, type RawSourceMap } from './sourceMap';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    build: { type: 'string', default: 'build' },
    page: { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
  },
});

interface ScriptLoad {
  url: string;
  raw: number;
  gzip: number;
  features: Partial<Record<Feature, number>>;
}

const gzipSize = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

/** Gzip bytes of each optional feature's code in a built script, from its source map. */
function featureBytes(url: string): Partial<Record<Feature, number>> {
  const file = path.join(path.resolve(values.build), new URL(url).pathname);
  if (!existsSync(`${file}.map`)) return {};
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap;
  const parts = new Map<Feature, string>();
  for (const [source, text] of codeBySource(readFileSync(file, 'utf8'), map)) {
    const feature = featureOf(source);
    if (feature) parts.set(feature, (parts.get(feature) ?? '') + text);
  }
  return Object.fromEntries([...parts].map(([feature, text]) => [feature, gzipSize(text)]));
}

const pages: PageType[] = values.page
  ? values.page.map((pagePath) => ({ type: 'page', path: pagePath, uses: [] }))
  : [...PAGE_TYPES];

const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs });
const results: { page: PageType; scripts: ScriptLoad[] }[] = [];
try {
  for (const page of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const pending: Promise<ScriptLoad>[] = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => ({
          url: response.url(),
          raw: body.length,
          gzip: gzipSize(body),
          features: featureBytes(response.url()),
        })),
      );
    });
    await tab.goto(new URL(encodeURI(page.path), values.base).href, { waitUntil: 'networkidle' });
    await tab.locator('html[data-has-hydrated="true"]').waitFor();
    await tab.waitForLoadState('networkidle');
    results.push({ page, scripts: await Promise.all(pending) });
    await context.close();
  }
} finally {
  await browser.close();
}

if (values.json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const { page, scripts } of results) {
    const sum = (pick: (s: ScriptLoad) => number): number => scripts.reduce((total, s) => total + pick(s), 0);
    const features = (['mermaid', 'search-engine'] as const)
      .map((feature) => {
        const bytes = sum((s) => s.features[feature] ?? 0);
        const flag = bytes > 0 && !page.uses.includes(feature) ? ' (unused!)' : '';
        return `${feature} ${formatKb(bytes)}${flag}`;
      })
      .join(', ');
    console.log(
      `${page.type.padEnd(16)} ${page.path}: ${scripts.length} scripts, ${formatKb(sum((s) => s.gzip))} gzip -9, ${formatKb(sum((s) => s.raw))} raw; ${features}`,
    );
    for (const script of scripts) {
      console.log(`    ${formatKb(script.gzip).padStart(9)}  ${new URL(script.url).pathname}`);
    }
  }
}
