/** The lead's targets for our search, checked against a run (pure). */
import { formatKiB, formatMs, formatScore } from '../units';

export const GOALS = {
  /** What loads when search opens, gzip -9, in bytes (the lead's 600,000; reported in KiB). */
  indexGzipBytes: 600_000,
  coldShortcutToResultsMs: 150,
  queryP95Ms: 10,
  mrr: 0.9,
} as const;

export interface GoalInputs {
  indexGzipBytes: number;
  coldMedianMs: number;
  queryP95Ms: number;
  mrr: number;
  easyopsMrr: number;
}

export interface GoalCheck {
  goal: string;
  /** The measured value, formatted. */
  actual: string;
  met: boolean;
}

export function checkGoals(ours: GoalInputs): GoalCheck[] {
  return [
    {
      goal: `index ≤ ${formatKiB(GOALS.indexGzipBytes)} gzip`,
      actual: formatKiB(ours.indexGzipBytes),
      met: ours.indexGzipBytes <= GOALS.indexGzipBytes,
    },
    {
      goal: `Ctrl+K → first results ≤ ${formatMs(GOALS.coldShortcutToResultsMs)} (cold median)`,
      actual: formatMs(ours.coldMedianMs),
      met: ours.coldMedianMs <= GOALS.coldShortcutToResultsMs,
    },
    {
      goal: `query p95 ≤ ${formatMs(GOALS.queryP95Ms)}`,
      actual: formatMs(ours.queryP95Ms),
      met: ours.queryP95Ms <= GOALS.queryP95Ms,
    },
    { goal: `MRR@10 ≥ ${formatScore(GOALS.mrr)}`, actual: formatScore(ours.mrr), met: ours.mrr >= GOALS.mrr },
    {
      goal: 'MRR@10 above easyops',
      actual: `${formatScore(ours.mrr)} vs ${formatScore(ours.easyopsMrr)}`,
      met: ours.mrr > ours.easyopsMrr,
    },
  ];
}
