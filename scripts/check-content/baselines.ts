import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Finding } from './types';

/**
 * Shrinking baselines: `baselines/<rule>.json` maps a subject (a page, or `page#block`) to the
 * number of that rule's findings it may still have. A listed subject with exactly that many is
 * quiet; with more, all its findings are reported; with fewer (it improved, or is gone) the
 * baseline itself is an error, so the list only ever shrinks.
 */
export type Baseline = Record<string, number>;

export const UPDATE_COMMAND = 'npm run check:content -- --update-baselines';

export function baselineFile(dir: string, rule: string): string {
  return path.join(dir, `${rule}.json`);
}

export async function loadBaselines(dir: string): Promise<Map<string, Baseline>> {
  const baselines = new Map<string, Baseline>();
  if (!existsSync(dir)) return baselines;
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.json')) continue;
    const data = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Baseline;
    baselines.set(name.slice(0, -'.json'.length), data);
  }
  return baselines;
}

/** The page a subject belongs to. */
export function subjectPage(subject: string): string {
  const hash = subject.indexOf('#');
  return hash === -1 ? subject : subject.slice(0, hash);
}

function countBySubject(findings: readonly Finding[], rule: string): Map<string, Finding[]> {
  const bySubject = new Map<string, Finding[]>();
  for (const finding of findings) {
    if (finding.rule !== rule || finding.subject === undefined) continue;
    bySubject.set(finding.subject, [...(bySubject.get(finding.subject) ?? []), finding]);
  }
  return bySubject;
}

/**
 * Applies the baselines to the findings of pages `inScope` says were checked: returns the
 * findings to report, with an error for each listed subject that has fewer findings than listed.
 */
export function applyBaselines(
  findings: readonly Finding[],
  baselines: ReadonlyMap<string, Baseline>,
  inScope: (page: string) => boolean,
  fileName: (rule: string) => string,
): Finding[] {
  const hidden = new Set<Finding>();
  const stale: Finding[] = [];
  for (const [rule, baseline] of baselines) {
    const bySubject = countBySubject(findings, rule);
    for (const [subject, allowed] of Object.entries(baseline)) {
      const page = subjectPage(subject);
      if (!inScope(page)) continue;
      const found = bySubject.get(subject) ?? [];
      if (found.length === allowed) found.forEach((finding) => hidden.add(finding));
      else if (found.length < allowed) {
        stale.push({
          file: page,
          line: 1,
          rule: 'baseline',
          message:
            found.length === 0
              ? `${subject} no longer has a \`${rule}\` problem (fixed, changed or gone): remove it from ${fileName(rule)} (${UPDATE_COMMAND})`
              : `${subject} has ${found.length} \`${rule}\` problems, ${fileName(rule)} allows ${allowed}: lower it (${UPDATE_COMMAND})`,
        });
      }
    }
  }
  return [...findings.filter((finding) => !hidden.has(finding)), ...stale];
}

/** Lowers each in-scope entry to what was found (never raises one, never adds one); drops zeros. */
export function shrinkBaseline(
  baseline: Baseline,
  findings: readonly Finding[],
  rule: string,
  inScope: (page: string) => boolean,
): Baseline {
  const bySubject = countBySubject(findings, rule);
  const next: Baseline = {};
  for (const [subject, allowed] of Object.entries(baseline)) {
    const count = inScope(subjectPage(subject))
      ? Math.min(allowed, bySubject.get(subject)?.length ?? 0)
      : allowed;
    if (count > 0) next[subject] = count;
  }
  return next;
}

/** A first baseline for a rule: every subject it finds today. */
export function newBaseline(findings: readonly Finding[], rule: string): Baseline {
  const baseline: Baseline = {};
  for (const [subject, found] of countBySubject(findings, rule)) baseline[subject] = found.length;
  return baseline;
}

export async function writeBaseline(file: string, baseline: Baseline): Promise<void> {
  const sorted = Object.fromEntries(Object.entries(baseline).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
