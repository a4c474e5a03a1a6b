import { describe, expect, it } from 'vitest';
import type { JudgedQuery } from './queries';
import {
  assembleReport,
  coldStats,
  engineQuality,
  formatReport,
  heldOutQuality,
  latencyStats,
  qualityByKind,
  type EngineReport,
} from './report';
import { totalSize } from './sizes';

const queries: JudgedQuery[] = [
  { query: '闭包', kind: 'zh', relevant: ['/docs/a'] },
  { query: 'event loop', kind: 'en', relevant: ['/docs/b'] },
  { query: 'useEffect 清理函数', kind: 'mixed', relevant: ['/docs/c', '/docs/d'] },
];

function engine(name: string, ranked: string[][], coldMs: number[], samples: number[]): EngineReport {
  return {
    name,
    served: 'npx docusaurus serve',
    index: totalSize([{ file: `${name}.json`, raw: 2_000_000, gzip: 500_000 }]),
    indexLoadMs: 40,
    cold: coldStats(coldMs, { page: '/docs/x', query: '闭包', method: 'test' }),
    latency: latencyStats(samples, 'test'),
    quality: engineQuality(queries, ranked),
    heldOut: {
      variant: heldOutQuality(queries, ranked),
      typo: heldOutQuality(
        queries,
        ranked.map(() => []),
      ),
    },
  };
}

describe('heldOutQuality', () => {
  it('counts the queries that found nothing at all', () => {
    const quality = heldOutQuality(queries, [['/docs/a'], [], ['/docs/x', '/docs/d']]);
    expect(quality.zeroResultRate).toBeCloseTo(1 / 3);
    expect(quality.mrr).toBeCloseTo((1 + 0 + 0.5) / 3);
    expect(quality.queries).toBe(3);
  });
});

describe('engineQuality and qualityByKind', () => {
  it('scores each kind of query separately', () => {
    const quality = engineQuality(queries, [['/docs/a'], ['/docs/x', '/docs/b'], ['/docs/d']]);
    expect(quality.mrr).toBeCloseTo((1 + 0.5 + 1) / 3);
    expect(quality.recall).toBeCloseTo((1 + 1 + 0.5) / 3);
    expect(quality.byKind.en).toEqual({ queries: 1, mrr: 0.5, recall: 1 });
    expect(quality.byKind.mixed).toEqual({ queries: 1, mrr: 1, recall: 0.5 });
  });

  it('needs one ranking per query', () => {
    expect(() => engineQuality(queries, [['/docs/a']])).toThrow(/1 rankings for 3 queries/);
  });

  it('reports a kind with no queries as zero', () => {
    expect(qualityByKind([], []).zh).toEqual({ queries: 0, mrr: 0, recall: 0 });
  });
});

describe('assembleReport and formatReport', () => {
  const report = assembleReport(
    {
      generatedAt: '2026-01-01T00:00:00.000Z',
      machine: {
        cpus: 2,
        loadAverageAtStart: [1, 1, 1],
        loadAverageAtEnd: [2, 1, 1],
        node: 'v20',
        browser: '140',
      },
      queries: queries.length,
      ours: engine('ours', [['/docs/a'], ['/docs/b'], ['/docs/x']], [90, 100, 120, 95, 300], [1, 2, 3, 4]),
      easyops: engine('easyops', [['/docs/x', '/docs/a'], [], ['/docs/c']], [900, 950, 1000], [10, 20]),
    },
    2,
  );

  it('checks the goals and picks our worst queries', () => {
    expect(report.ours.cold.medianMs).toBe(100);
    expect(report.goals.map((goal) => goal.met)).toEqual([true, true, true, false, true]);
    expect(report.oursWorst.map((outcome) => outcome.query)).toEqual(['useEffect 清理函数', '闭包']);
  });

  it('prints the comparison with ratios, the goals, the files and the worst queries', () => {
    const text = formatReport(report);
    expect(text).toMatch(
      /\| Ctrl\+K → first result, median of 5\s+\|\s+100\.0 ms \|\s+950\.0 ms \|\s+0\.11× \|/,
    );
    expect(text).toMatch(/\| MRR@10 \(3 queries\)\s+\|\s+0\.667 \|\s+0\.500 \|\s+1\.33× \|/);
    expect(text).toContain('| MRR@10 ≥ 0.900');
    expect(text).toContain('easyops.json');
    expect(text).toMatch(/\| held out, typos: zero-result rate\s+\|\s+1\.000 \|\s+1\.000 \|/);
    expect(text).toMatch(/\| held out, other wordings: MRR@10 \(3\)\s+\|\s+0\.667 \|/);
    expect(text).toMatch(/\| useEffect 清理函数 \| 0\.000 \| 0\.000\s+\| —\s+\| \/docs\/x/);
  });
});
