import { describe, expect, it } from 'vitest';
import { checkGoals, GOALS } from './goals';

const atGoal = {
  indexGzipBytes: GOALS.indexGzipBytes,
  coldMedianMs: GOALS.coldShortcutToResultsMs,
  queryP95Ms: GOALS.queryP95Ms,
  mrr: GOALS.mrr,
  easyopsMrr: 0.5,
};

describe('checkGoals', () => {
  it('counts a value exactly at a limit as met', () => {
    expect(checkGoals(atGoal).every((check) => check.met)).toBe(true);
  });

  it('flags each goal that is missed', () => {
    const checks = checkGoals({
      indexGzipBytes: 600_001,
      coldMedianMs: 151,
      queryP95Ms: 10.5,
      mrr: 0.89,
      easyopsMrr: 0.89,
    });
    expect(checks.map((check) => check.met)).toEqual([false, false, false, false, false]);
    expect(checks[0]!.actual).toBe('585.9 KiB');
    expect(checks[4]!.actual).toBe('0.890 vs 0.890');
  });
});
