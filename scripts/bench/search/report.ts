/** The benchmark's result document and its console tables (pure). */
import { checkGoals, type GoalCheck } from './goals';
import { mean, median, percentile } from '../stats';
import { formatTable } from '../table';
import { formatKiB, formatMs, formatRatio, formatScore } from '../units';
import { summarizeQuality, worstQueries, type QueryOutcome } from './metrics';
import type { JudgedQuery, QueryKind } from './queries';
import type { IndexSize } from './sizes';

export interface KindQuality {
  queries: number;
  mrr: number;
  recall: number;
}

/** Quality on a held-out query set (heldOutQueries.ts): also how often nothing at all was found. */
export interface HeldOutQuality extends KindQuality {
  zeroResultRate: number;
}

export interface EngineReport {
  name: string;
  /** How the build was served. */
  served: string;
  /** Build time in ms when this run built it. */
  buildMs?: number;
  /** What loads when search opens (ours: manifest, compact index, word file; easyops: its whole index). */
  index: IndexSize;
  /** Ours only: files loaded when a query needs them (rare bigrams, the texts of the pages shown). */
  onDemand?: IndexSize;
  /** Fetching and preparing the whole index in the page (engine level). */
  indexLoadMs: number;
  cold: { page: string; query: string; runsMs: number[]; medianMs: number; method: string };
  latency: { p50Ms: number; p95Ms: number; meanMs: number; samples: number; method: string };
  quality: { mrr: number; recall: number; byKind: Record<QueryKind, KindQuality>; outcomes: QueryOutcome[] };
  /** Queries in other wordings (synonyms) and with typos, never used for tuning. */
  heldOut: { variant: HeldOutQuality; typo: HeldOutQuality };
}

export interface BenchReport {
  generatedAt: string;
  machine: {
    cpus: number;
    /** 1, 5 and 15 minute load averages: other work on the machine skews the timings. */
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
    node: string;
    browser: string;
  };
  queries: number;
  ours: EngineReport;
  easyops: EngineReport;
  goals: GoalCheck[];
  /** Our worst queries by reciprocal rank. */
  oursWorst: QueryOutcome[];
}

/** MRR and recall per query kind. */
export function qualityByKind(
  queries: readonly JudgedQuery[],
  outcomes: readonly QueryOutcome[],
): Record<QueryKind, KindQuality> {
  const kinds: QueryKind[] = ['zh', 'en', 'mixed'];
  const byQuery = new Map(outcomes.map((outcome) => [outcome.query, outcome]));
  return Object.fromEntries(
    kinds.map((kind) => {
      const mine = queries
        .filter((query) => query.kind === kind)
        .map((query) => byQuery.get(query.query))
        .filter((outcome): outcome is QueryOutcome => outcome !== undefined);
      return [
        kind,
        mine.length === 0
          ? { queries: 0, mrr: 0, recall: 0 }
          : {
              queries: mine.length,
              mrr: mean(mine.map((outcome) => outcome.reciprocalRank)),
              recall: mean(mine.map((outcome) => outcome.recall)),
            },
      ];
    }),
  ) as Record<QueryKind, KindQuality>;
}

/** Quality figures of one engine from its ranked page paths (one list per judged query, same order). */
export function engineQuality(
  queries: readonly JudgedQuery[],
  rankedPages: ReadonlyArray<readonly string[]>,
): EngineReport['quality'] {
  const summary = summarizeRankings(queries, rankedPages);
  return { ...summary, byKind: qualityByKind(queries, summary.outcomes) };
}

/** MRR and recall of one ranking per query, in the queries' order. */
function summarizeRankings(queries: readonly JudgedQuery[], rankedPages: ReadonlyArray<readonly string[]>) {
  if (rankedPages.length !== queries.length)
    throw new Error(`${rankedPages.length} rankings for ${queries.length} queries`);
  return summarizeQuality(
    queries.map((query, index) => ({
      query: query.query,
      relevant: query.relevant,
      ranked: rankedPages[index]!,
    })),
  );
}

/** MRR, recall and zero-result rate of one engine on a held-out set (one ranking per query, same order). */
export function heldOutQuality(
  queries: readonly JudgedQuery[],
  rankedPages: ReadonlyArray<readonly string[]>,
): HeldOutQuality {
  const summary = summarizeRankings(queries, rankedPages);
  return {
    queries: queries.length,
    mrr: summary.mrr,
    recall: summary.recall,
    zeroResultRate: rankedPages.filter((ranked) => ranked.length === 0).length / queries.length,
  };
}

export function latencyStats(samples: readonly number[], method: string): EngineReport['latency'] {
  return {
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    meanMs: mean(samples),
    samples: samples.length,
    method,
  };
}

export function coldStats(
  runsMs: readonly number[],
  details: Omit<EngineReport['cold'], 'runsMs' | 'medianMs'>,
): EngineReport['cold'] {
  return { ...details, runsMs: [...runsMs], medianMs: median(runsMs) };
}

export function assembleReport(
  parts: Omit<BenchReport, 'goals' | 'oursWorst'>,
  worstCount = 10,
): BenchReport {
  const { ours, easyops } = parts;
  return {
    ...parts,
    goals: checkGoals({
      indexGzipBytes: ours.index.gzip,
      coldMedianMs: ours.cold.medianMs,
      queryP95Ms: ours.latency.p95Ms,
      mrr: ours.quality.mrr,
      easyopsMrr: easyops.quality.mrr,
    }),
    oursWorst: worstQueries(ours.quality.outcomes, worstCount),
  };
}

function firstRelevantRank(outcome: QueryOutcome): string {
  return outcome.reciprocalRank === 0 ? '—' : String(Math.round(1 / outcome.reciprocalRank));
}

/** The console report: comparison, goals, index files, our worst queries. */
export function formatReport(report: BenchReport): string {
  const { ours, easyops } = report;
  const row = (metric: string, a: number, b: number, format: (value: number) => string) => [
    metric,
    format(a),
    format(b),
    formatRatio(a, b),
  ];
  const comparison = formatTable(
    ['metric', 'ours', 'easyops', 'ours/easyops'],
    [
      row('index raw (loaded when search opens)', ours.index.raw, easyops.index.raw, formatKiB),
      row('index gzip -9 (loaded when search opens)', ours.index.gzip, easyops.index.gzip, formatKiB),
      row(
        'on demand gzip -9 (whole site, per query far less)',
        ours.onDemand?.gzip ?? 0,
        easyops.onDemand?.gzip ?? 0,
        formatKiB,
      ),
      row('index files', ours.index.files.length, easyops.index.files.length, String),
      row('index fetch + prepare', ours.indexLoadMs, easyops.indexLoadMs, formatMs),
      row(
        `Ctrl+K → first result, median of ${ours.cold.runsMs.length}`,
        ours.cold.medianMs,
        easyops.cold.medianMs,
        formatMs,
      ),
      row('query p50 (warm)', ours.latency.p50Ms, easyops.latency.p50Ms, formatMs),
      row('query p95 (warm)', ours.latency.p95Ms, easyops.latency.p95Ms, formatMs),
      row(`MRR@10 (${report.queries} queries)`, ours.quality.mrr, easyops.quality.mrr, formatScore),
      row('recall@10', ours.quality.recall, easyops.quality.recall, formatScore),
      ...(['zh', 'en', 'mixed'] as const).map((kind) =>
        row(
          `MRR@10 ${kind} (${ours.quality.byKind[kind].queries})`,
          ours.quality.byKind[kind].mrr,
          easyops.quality.byKind[kind].mrr,
          formatScore,
        ),
      ),
      ...(['variant', 'typo'] as const).flatMap((set) => [
        row(
          `held out, ${set === 'variant' ? 'other wordings' : 'typos'}: MRR@10 (${ours.heldOut[set].queries})`,
          ours.heldOut[set].mrr,
          easyops.heldOut[set].mrr,
          formatScore,
        ),
        row(
          `held out, ${set === 'variant' ? 'other wordings' : 'typos'}: zero-result rate`,
          ours.heldOut[set].zeroResultRate,
          easyops.heldOut[set].zeroResultRate,
          formatScore,
        ),
      ]),
    ],
    ['left', 'right', 'right', 'right'],
  );
  const goals = formatTable(
    ['goal (ours)', 'measured', 'met'],
    report.goals.map((goal) => [goal.goal, goal.actual, goal.met ? 'yes' : 'NO']),
  );
  const files = formatTable(
    ['engine', 'file', 'raw', 'gzip -9'],
    [ours, easyops].flatMap((engine) =>
      [
        ...engine.index.files,
        ...(engine.onDemand?.files ?? []).map((file) => ({ ...file, file: `${file.file} (on demand)` })),
      ].map((file) => [engine.name, file.file, formatKiB(file.raw), formatKiB(file.gzip)]),
    ),
    ['left', 'left', 'right', 'right'],
  );
  const worst = formatTable(
    ['query', 'RR', 'recall', 'first relevant rank', 'our #1', 'judged relevant'],
    report.oursWorst.map((outcome) => [
      outcome.query,
      formatScore(outcome.reciprocalRank),
      formatScore(outcome.recall),
      firstRelevantRank(outcome),
      outcome.ranked[0] ?? '(no results)',
      outcome.relevant.join(', '),
    ]),
  );
  const cold = [ours, easyops]
    .map((engine) => `${engine.name}: runs ${engine.cold.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`)
    .join('; ');
  return [
    comparison,
    '',
    `Cold runs (${ours.cold.page}, query ${JSON.stringify(ours.cold.query)}): ${cold}`,
    `Latency: ours ${ours.latency.method}; easyops ${easyops.latency.method}`,
    `Load average (1/5/15 min) at start ${report.machine.loadAverageAtStart.join(' ')}, at end ${report.machine.loadAverageAtEnd.join(' ')} on ${report.machine.cpus} CPUs`,
    '',
    goals,
    '',
    files,
    '',
    `Our ${report.oursWorst.length} worst queries (reciprocal rank):`,
    worst,
  ].join('\n');
}
