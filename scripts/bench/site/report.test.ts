import { describe, expect, it } from 'vitest';
import { formatReport } from './report';
import type { LighthouseFigures, SiteBenchResults } from './types';

const figures: LighthouseFigures = {
  performance: 72,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  fcpMs: 1500,
  lcpMs: 2600,
  tbtMs: 480,
  cls: 0.002,
};

const results: SiteBenchResults = {
  startedAt: '2026-01-01T00:00:00Z',
  finishedAt: '2026-01-01T00:10:00Z',
  server: { command: 'node --import tsx scripts/serve/cli.ts --port 3500' },
  pages: [
    { id: 'home', path: '/' },
    { id: 'doc', path: '/docs/JavaScript/核心概念/闭包' },
  ],
  build: {
    rspack: { bundler: 'rspack', seconds: 80, load: { start: 1.5, end: 2.25 } },
    webpack: { bundler: 'webpack', seconds: 200 },
    speedup: 2.5,
  },
  firstVisit: [
    {
      page: 'home',
      path: '/',
      jsGzipBytes: 2048,
      cssGzipBytes: 1024,
      jsRawBytes: 6000,
      cssRawBytes: 3000,
      jsCeilingKiB: 127.7,
      assets: [],
      unneeded: [{ kind: 'mermaid', files: ['31.js'] }],
      packages: [
        { name: 'react-dom', raw: 4000, gzip: 1536 },
        { name: 'src/theme', raw: 2000, gzip: 512 },
      ],
    },
    {
      page: 'doc',
      path: '/docs/JavaScript/核心概念/闭包',
      jsGzipBytes: 160 * 1024,
      cssGzipBytes: 0,
      jsRawBytes: 0,
      cssRawBytes: 0,
      jsCeilingKiB: 153,
      assets: [],
      unneeded: [],
    },
  ],
  lighthouse: [
    {
      page: 'doc',
      path: '/docs/x',
      runs: [{ figures, failing: [], performanceNotes: [] }],
      median: figures,
      failing: [{ id: 'errors-in-console', title: 'Errors', score: 0 }],
      performanceNotes: [
        { id: 'unused-javascript', title: 'Unused', score: 0.2, displayValue: 'Est savings of 120 KiB' },
      ],
    },
  ],
  axe: [
    {
      scenario: 'blogList',
      path: '/blog',
      mode: 'dark',
      violations: [{ id: 'page-has-heading-one', impact: 'moderate', nodes: 1, targets: [] }],
    },
  ],
};

describe('formatReport', () => {
  const report = formatReport(results);

  it('names the server and the page behind each page type', () => {
    expect(report).toContain('Server: node --import tsx scripts/serve/cli.ts --port 3500');
    expect(report).toMatch(/\| doc +\| \/docs\/JavaScript\/核心概念\/闭包 +\|/);
  });

  it('prints the build times and their ratio', () => {
    expect(report).toMatch(/ours \(Rspack, future\.faster\) +\| +80\.0 s \| +1\.5 → 2\.3 \|/);
    expect(report).toMatch(/default \(webpack\) +\| +200\.0 s \|/);
    expect(report).toContain('webpack / ours: 2.50×');
  });

  it('says why the webpack build failed instead of a ratio', () => {
    const failed = formatReport({
      ...results,
      build: { rspack: { bundler: 'rspack', seconds: 80 }, webpackError: 'exit 1' },
    });
    expect(failed).toContain('webpack build failed: exit 1');
    expect(failed).not.toContain('webpack / ours');
  });

  it('prints first-visit bytes in KiB beside the ceiling, flagging unused code and a ceiling passed', () => {
    expect(report).toMatch(
      /\| home +\| +2\.0 KiB \| +127\.7 KiB \| +1\.0 KiB \| +0 \| unused mermaid in 31\.js +\|/,
    );
    expect(report).toMatch(/\| doc +\| +160\.0 KiB \| +153\.0 KiB \| .* \| JS over its ceiling +\|/);
  });

  it('lists the largest packages of each page when the build had source maps', () => {
    expect(report).toContain('  home: react-dom 1.5 KiB, src/theme 0.5 KiB');
    expect(report).toContain('  doc: -\n');
    const unmapped = formatReport({
      ...results,
      firstVisit: results.firstVisit!.map((visit) => ({ ...visit, packages: undefined })),
    });
    expect(unmapped).toContain('build with source maps first (`npm run build:stats`)');
  });

  it('prints the Lighthouse medians, failing audits and diagnostics', () => {
    expect(report).toMatch(
      /\| doc +\| +72 \| +100 \| +96 \| +100 \| +1\.50 s \| +2\.60 s \| +480\.0 ms \| +0\.002 \|/,
    );
    expect(report).toContain('doc: errors-in-console');
    expect(report).toContain('unused-javascript (Est savings of 120 KiB)');
  });

  it('prints axe violations per impact and per rule', () => {
    expect(report).toMatch(/\| blogList +\| dark +\| +0 \| +0 \| +1 \| +0 \| page-has-heading-one×1 +\|/);
    expect(report).toContain('page-has-heading-one (moderate): 1 scan(s), 1 element(s)');
  });

  it('leaves out the parts that were skipped', () => {
    const only = formatReport({ ...results, build: undefined, lighthouse: undefined, axe: undefined });
    expect(only).not.toContain('Cold build');
    expect(only).not.toContain('Lighthouse');
    expect(only).toContain('First visit');
  });
});
