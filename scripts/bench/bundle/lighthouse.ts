/**
 * Condenses Lighthouse JSON reports: score, TBT, LCP and the largest main-thread
 * and script boot-up items, with the median over several runs. Pure.
 */

interface AuditItem {
  groupLabel?: string;
  group?: string;
  url?: string;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
  duration?: number;
}

export interface LighthouseReport {
  categories?: { performance?: { score?: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: AuditItem[] } } | undefined>;
}

export interface RunSummary {
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  mainThread: { name: string; ms: number }[];
  bootup: { url: string; totalMs: number; scriptingMs: number; parseMs: number }[];
}

const round = (value: number | undefined): number => Math.round(value ?? 0);

/** The figures of one report, largest items first. */
export function summariseRun(report: LighthouseReport, top = 5): RunSummary {
  const items = (id: string): AuditItem[] => report.audits[id]?.details?.items ?? [];
  return {
    score: round((report.categories?.performance?.score ?? 0) * 100),
    tbtMs: round(report.audits['total-blocking-time']?.numericValue),
    lcpMs: round(report.audits['largest-contentful-paint']?.numericValue),
    fcpMs: round(report.audits['first-contentful-paint']?.numericValue),
    mainThread: items('mainthread-work-breakdown')
      .map((item) => ({ name: item.groupLabel ?? item.group ?? '?', ms: round(item.duration) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top),
    bootup: items('bootup-time')
      .map((item) => ({
        url: item.url ?? '?',
        totalMs: round(item.total),
        scriptingMs: round(item.scripting),
        parseMs: round(item.scriptParseCompile),
      }))
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, top),
  };
}

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
