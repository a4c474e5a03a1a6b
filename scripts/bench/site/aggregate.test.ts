import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  countByImpact,
  failingAudits,
  lighthouseFigures,
  lighthouseRun,
  performanceNotes,
  summariseLighthouse,
  violationTotals,
  type LhrLike,
} from './aggregate';
import type { AxeScan } from './types';

interface FakeRun {
  performance: number;
  lcp: number;
  contrastScore?: number;
  unusedJsScore?: number;
}

function fakeLhr({ performance, lcp, contrastScore = 1, unusedJsScore = 1 }: FakeRun): LhrLike {
  const audit = (
    id: string,
    score: number | null,
    scoreDisplayMode: string,
    numericValue?: number,
    displayValue?: string,
  ) => ({
    id,
    title: `title of ${id}`,
    score,
    scoreDisplayMode,
    ...(numericValue === undefined ? {} : { numericValue }),
    ...(displayValue === undefined ? {} : { displayValue }),
  });
  return {
    categories: {
      performance: {
        score: performance / 100,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
          { id: 'bootup-time', weight: 0, group: 'diagnostics' },
          { id: 'network-requests', weight: 0 },
        ],
      },
      accessibility: {
        score: contrastScore === 1 ? 1 : 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'video-caption', weight: 10 },
        ],
      },
      'best-practices': {
        score: 1,
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'valid-source-maps', weight: 0 },
        ],
      },
      seo: { score: 1, auditRefs: [{ id: 'meta-description', weight: 1 }] },
    },
    audits: {
      'first-contentful-paint': audit('first-contentful-paint', 0.9, 'numeric', 1200),
      'largest-contentful-paint': audit('largest-contentful-paint', 0.5, 'numeric', lcp),
      'total-blocking-time': audit('total-blocking-time', 0.7, 'numeric', 300),
      'cumulative-layout-shift': audit('cumulative-layout-shift', 1, 'numeric', 0.01),
      'unused-javascript': audit(
        'unused-javascript',
        unusedJsScore,
        'metricSavings',
        undefined,
        'Est savings of 120 KiB',
      ),
      'bootup-time': audit('bootup-time', 0.95, 'numeric', 900, '0.9 s'),
      'network-requests': audit('network-requests', null, 'informative'),
      'color-contrast': audit('color-contrast', contrastScore, 'binary'),
      'video-caption': audit('video-caption', null, 'notApplicable'),
      'errors-in-console': audit('errors-in-console', 1, 'binary'),
      'valid-source-maps': audit('valid-source-maps', 0, 'binary'),
      'meta-description': audit('meta-description', 1, 'binary'),
    },
  };
}

describe('lighthouseFigures', () => {
  it('turns category scores into 0-100 and reads the metric values', () => {
    expect(lighthouseFigures(fakeLhr({ performance: 87, lcp: 2500 }))).toEqual({
      performance: 87,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcpMs: 1200,
      lcpMs: 2500,
      tbtMs: 300,
      cls: 0.01,
    });
  });

  it('fails loudly when a category has no score', () => {
    const lhr = fakeLhr({ performance: 50, lcp: 1 });
    lhr.categories.seo = { score: null, auditRefs: [] };
    expect(() => lighthouseFigures(lhr)).toThrow(/no seo score/);
  });
});

describe('failingAudits and performanceNotes', () => {
  it('lists scored non-performance audits under 1, skipping not-applicable and weightless ones', () => {
    expect(
      failingAudits(fakeLhr({ performance: 50, lcp: 1, contrastScore: 0 })).map((note) => note.id),
    ).toEqual(['color-contrast']);
  });

  it('lists performance audits under 0.9 but not the metrics, worst first', () => {
    const notes = performanceNotes(fakeLhr({ performance: 50, lcp: 1, unusedJsScore: 0.5 }));
    expect(notes).toEqual([
      {
        id: 'unused-javascript',
        title: 'title of unused-javascript',
        score: 0.5,
        displayValue: 'Est savings of 120 KiB',
      },
    ]);
  });
});

describe('summariseLighthouse', () => {
  it('takes the median of each figure and the notes of the median-performance run', () => {
    const runs = [
      lighthouseRun(fakeLhr({ performance: 60, lcp: 3000 })),
      lighthouseRun(fakeLhr({ performance: 80, lcp: 2000, unusedJsScore: 0.4, contrastScore: 0 })),
      lighthouseRun(fakeLhr({ performance: 70, lcp: 4000, unusedJsScore: 0.3 })),
    ];
    const summary = summariseLighthouse('doc', '/docs/x', runs);
    expect(summary.median.performance).toBe(70);
    expect(summary.median.lcpMs).toBe(3000);
    expect(summary.median.accessibility).toBe(100);
    expect(summary.performanceNotes.map((note) => note.score)).toEqual([0.3]);
    expect(summary.failing.map((note) => note.id)).toEqual(['color-contrast']);
    expect(summary.runs).toHaveLength(3);
  });

  it('needs at least one run', () => {
    expect(() => summariseLighthouse('home', '/', [])).toThrow(/no Lighthouse runs/);
  });
});

describe('axe results', () => {
  const result = {
    violations: [
      { id: 'color-contrast', impact: 'serious', nodes: [{ target: ['.a'] }, { target: ['.b'] }] },
      { id: 'region', impact: 'moderate', nodes: [{ target: ['.col--2'] }] },
      { id: 'odd', impact: null, nodes: [{ target: ['x'] }] },
    ],
  };

  it('keeps id, impact, element count and a few selectors; an unknown impact counts as minor', () => {
    expect(axeViolations(result, 1)).toEqual([
      { id: 'color-contrast', impact: 'serious', nodes: 2, targets: ['[".a"]'] },
      { id: 'region', impact: 'moderate', nodes: 1, targets: ['[".col--2"]'] },
      { id: 'odd', impact: 'minor', nodes: 1, targets: ['["x"]'] },
    ]);
  });

  it('counts violated rules per impact', () => {
    expect(countByImpact(axeViolations(result))).toEqual({ critical: 0, serious: 1, moderate: 1, minor: 1 });
  });

  it('totals each rule over the scans, most elements first', () => {
    const violations = axeViolations(result);
    const scans: AxeScan[] = [
      { scenario: 'doc', path: '/d', mode: 'light', violations },
      { scenario: 'doc', path: '/d', mode: 'dark', violations: violations.slice(0, 1) },
    ];
    expect(violationTotals(scans)).toEqual([
      { id: 'color-contrast', impact: 'serious', scans: 2, nodes: 4 },
      { id: 'odd', impact: 'minor', scans: 1, nodes: 1 },
      { id: 'region', impact: 'moderate', scans: 1, nodes: 1 },
    ]);
  });
});
