import { describe, expect, it } from 'vitest';
import { emptyProgress, type Progress } from './progress';
import { grade } from './schedule';
import { dayKey, dueBySection, lastDays, practiceDays, retention } from './stats';
import type { BankIndex } from './types';

const NOON = new Date(2026, 10, 27, 12).getTime();
const DAY = 24 * 60 * 60_000;

const bank: BankIndex = {
  version: 1,
  sections: [
    { key: 'React', label: 'React' },
    { key: 'Vue', label: 'Vue' },
  ],
  pages: [
    { url: '/r', title: 'R', section: 'React', category: 'R', tags: [] },
    { url: '/v', title: 'V', section: 'Vue', category: 'V', tags: [] },
  ],
  questions: [
    { id: 'r1', text: '?', page: 0, chunk: 0 },
    { id: 'r2', text: '?', page: 0, chunk: 0 },
    { id: 'v1', text: '?', page: 1, chunk: 1 },
  ],
  chunks: ['a', 'b'],
};

describe('practice statistics', () => {
  it('counts what is due by the end of today, per section', () => {
    let progress: Progress = emptyProgress();
    progress = grade(progress, 'r1', 1, NOON - 2 * DAY);
    progress = grade(progress, 'r2', 4, NOON);
    progress = grade(progress, 'v1', 1, NOON - 3 * DAY);
    expect(dueBySection(bank, progress, NOON)).toEqual([
      { key: 'React', label: 'React', due: 1 },
      { key: 'Vue', label: 'Vue', due: 1 },
    ]);
  });

  it('measures retention on reviews only, over the last 30 days', () => {
    let progress: Progress = emptyProgress();
    progress = grade(progress, 'r1', 3, NOON - 40 * DAY);
    progress = grade(progress, 'r1', 1, NOON - 35 * DAY);
    progress = grade(progress, 'r1', 3, NOON - 2 * DAY);
    progress = grade(progress, 'r1', 1, NOON - DAY);
    progress = grade(progress, 'r1', 4, NOON);
    progress = grade(progress, 'v1', 3, NOON);
    const kept = retention(progress, NOON);
    expect(kept).toMatchObject({ reviews: 3, recalled: 2 });
    expect(kept.perDay).toHaveLength(30);
    expect(kept.perDay.at(-1)).toEqual({ day: new Date(2026, 10, 27).getTime(), reviews: 1, recalled: 1 });
  });

  it('lists the calendar’s days oldest first, with the grades of each', () => {
    const progress = grade(grade(emptyProgress(), 'r1', 1, NOON - DAY), 'r1', 3, NOON - DAY + 60_000);
    const days = practiceDays(progress, NOON, 7);
    expect(days.map(({ day }) => dayKey(day))).toEqual(lastDays(NOON, 7).map(dayKey));
    expect(dayKey(days[6]!.day)).toBe('2026-11-27');
    expect(days.map(({ grades }) => grades)).toEqual([0, 0, 0, 0, 0, 2, 0]);
  });
});
