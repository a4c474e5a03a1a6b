import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURE_GRANTS, PAGE_BUDGETS } from './e2e/budgets';

describe('the README budget table', () => {
  it('prints exactly the ceilings the browser tests hold', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table = readme.slice(
      readme.indexOf('<!-- budgets:start -->'),
      readme.indexOf('<!-- budgets:end -->'),
    );
    const rows = [...table.matchAll(/^\| ([^|]+?) +\| `([^`]+)` +\| +([\d.]+) \|$/gm)].map((match) => ({
      id: match[1]!,
      path: match[2]!,
      ceilingKiB: Number(match[3]),
    }));
    expect(rows).toEqual(PAGE_BUDGETS.map(({ id, path, ceilingKiB }) => ({ id, path, ceilingKiB })));
  });

  it('sets each ceiling 3% above the figure measured before the redesign, plus what features were granted', () => {
    for (const budget of PAGE_BUDGETS) {
      expect(budget.ceilingKiB, budget.id).toBeCloseTo(budget.measuredKiB * 1.03 + budget.grantedKiB, 1);
    }
  });

  it('grants no feature more than its issue allowed on any page', () => {
    for (const grant of FEATURE_GRANTS) {
      for (const [page, kib] of Object.entries(grant.addedKiB)) {
        expect(kib, `${grant.feature} on ${page}`).toBeLessThanOrEqual(grant.capKiB);
      }
    }
  });
});
