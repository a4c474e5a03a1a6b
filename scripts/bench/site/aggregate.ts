import { median, medianIndex } from '../stats';
import type { PageTypeId } from './pageTypes';
import type {
  AuditNote,
  AxeImpact,
  AxeScan,
  AxeViolation,
  LighthouseFigures,
  LighthousePage,
  LighthouseRun,
} from './types';

/** The parts of a Lighthouse result (LHR) we read. */
export interface LhrLike {
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        displayValue?: string;
      }
    | undefined
  >;
}

const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

function categoryScore(lhr: LhrLike, id: string): number {
  const score = lhr.categories[id]?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(score * 100);
}

function metric(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} value`);
  return value;
}

/** The four category scores (0-100) and the five metrics we track. */
export function lighthouseFigures(lhr: LhrLike): LighthouseFigures {
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
  };
}

interface NoteFilter {
  /** Scores at or above this pass. */
  passing: number;
  skipGroups: readonly string[];
  /** Leave out audits that do not count towards the category score. */
  weightedOnly: boolean;
}

function notesFor(
  lhr: LhrLike,
  categoryId: string,
  { passing, skipGroups, weightedOnly }: NoteFilter,
): AuditNote[] {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  const notes: AuditNote[] = [];
  for (const ref of refs) {
    if (ref.group && skipGroups.includes(ref.group)) continue;
    if (weightedOnly && ref.weight === 0) continue;
    const audit = lhr.audits[ref.id];
    if (!audit || !SCORED_MODES.has(audit.scoreDisplayMode) || audit.score === null) continue;
    if (audit.score >= passing) continue;
    notes.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    });
  }
  return notes;
}

/** Accessibility, best-practices and SEO audits that did not fully pass and cost score. */
export function failingAudits(lhr: LhrLike): AuditNote[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    notesFor(lhr, category, { passing: 1, skipGroups: [], weightedOnly: true }),
  );
}

/** Performance audits (not the metrics themselves) scoring under 0.9, worst first. */
export function performanceNotes(lhr: LhrLike): AuditNote[] {
  return notesFor(lhr, 'performance', { passing: 0.9, skipGroups: ['metrics'], weightedOnly: false }).sort(
    (a, b) => (a.score ?? 0) - (b.score ?? 0),
  );
}

export function lighthouseRun(lhr: LhrLike): LighthouseRun {
  return {
    figures: lighthouseFigures(lhr),
    failing: failingAudits(lhr),
    performanceNotes: performanceNotes(lhr),
  };
}

/** Median of each figure over the runs, failing audits of any run, notes of the median run. */
export function summariseLighthouse(
  page: PageTypeId,
  path: string,
  runs: readonly LighthouseRun[],
): LighthousePage {
  if (runs.length === 0) throw new Error(`no Lighthouse runs for ${page}`);
  const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run.figures[key]));
  const failing = new Map<string, AuditNote>();
  for (const run of runs)
    for (const note of run.failing) if (!failing.has(note.id)) failing.set(note.id, note);
  const medianRun = runs[medianIndex(runs.map((run) => run.figures.performance))]!;
  return {
    page,
    path,
    runs: [...runs],
    median: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
    },
    failing: [...failing.values()],
    performanceNotes: medianRun.performanceNotes,
  };
}

/** The parts of an axe-core result we read. */
export interface AxeResultLike {
  violations: { id: string; impact?: string | null; nodes: { target: unknown }[] }[];
}

const IMPACTS: readonly AxeImpact[] = ['critical', 'serious', 'moderate', 'minor'];

function asImpact(value: string | null | undefined): AxeImpact {
  return IMPACTS.includes(value as AxeImpact) ? (value as AxeImpact) : 'minor';
}

/** axe's violations reduced to id, impact, element count and a few selectors. */
export function axeViolations(result: AxeResultLike, maxTargets = 5): AxeViolation[] {
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: asImpact(violation.impact),
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, maxTargets).map((node) => JSON.stringify(node.target)),
  }));
}

export type ImpactCounts = Record<AxeImpact, number>;

/** Number of violated rules per impact. */
export function countByImpact(violations: readonly AxeViolation[]): ImpactCounts {
  const counts: ImpactCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violation of violations) counts[violation.impact]++;
  return counts;
}

/** Each violated rule id with the number of scans it failed in and its elements summed, most elements first. */
export function violationTotals(
  scans: readonly AxeScan[],
): { id: string; impact: AxeImpact; scans: number; nodes: number }[] {
  const totals = new Map<string, { id: string; impact: AxeImpact; scans: number; nodes: number }>();
  for (const scan of scans) {
    for (const violation of scan.violations) {
      const total = totals.get(violation.id) ?? {
        id: violation.id,
        impact: violation.impact,
        scans: 0,
        nodes: 0,
      };
      total.scans++;
      total.nodes += violation.nodes;
      totals.set(violation.id, total);
    }
  }
  return [...totals.values()].sort((a, b) => b.nodes - a.nodes || a.id.localeCompare(b.id));
}
