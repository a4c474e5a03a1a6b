import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navbar } from './navbar';
import { sections } from './sections';

const stylesheet = readFileSync(
  path.join(import.meta.dirname, '../src/components/NavbarOverflowMenu/styles.module.css'),
  'utf8',
);

const stageOf = (item: object): number | undefined => {
  const match = /\bnavbar-fold-(\d+)\b/.exec(String((item as { className?: unknown }).className ?? ''));
  return match ? Number(match[1]) : undefined;
};

describe('the navbar’s 「更多」 menu', () => {
  const rowSections = navbar.items.filter((item) => 'docId' in item);
  const menu = navbar.items.find((item) => item.type === 'custom-overflowMenu') as
    { items: { docId: string; className?: string }[] } | undefined;

  it('holds the sections that fold, in the row’s order, with the same fold stage', () => {
    expect(menu).toBeDefined();
    const folding = rowSections.filter((item) => stageOf(item) !== undefined);
    expect(menu!.items.map((item) => [item.docId, stageOf(item)])).toEqual(
      folding.map((item) => [item.docId, stageOf(item)]),
    );
  });

  it('folds the last sections first: stages run down to 1 at the end of the row', () => {
    const stages = rowSections.map(stageOf);
    const first = stages.findIndex((stage) => stage !== undefined);
    expect(first).toBeGreaterThan(0);
    const tail = stages.slice(first) as number[];
    expect(tail.every((stage) => stage !== undefined)).toBe(true);
    expect(tail.at(-1)).toBe(1);
    for (const [i, stage] of tail.entries()) if (i > 0) expect(stage).toBeLessThanOrEqual(tail[i - 1]!);
    expect(rowSections).toHaveLength(sections.length);
  });

  it('has a rule in the menu’s stylesheet for every stage', () => {
    const stages = new Set(rowSections.map(stageOf).filter((stage) => stage !== undefined));
    for (const stage of stages) {
      // Hidden in the row below the stage's width, and marking the menu active there.
      expect(stylesheet).toContain(`:global(.navbar__items) > :global(.navbar-fold-${stage})`);
      expect(stylesheet).toContain(`:global(.dropdown__link--active.navbar-fold-${stage})`);
    }
  });
});
