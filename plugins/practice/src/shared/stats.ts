import type { Progress } from './progress';
import { startOfDay } from './schedule';
import type { BankIndex } from './types';

const DAY = 24 * 60 * 60_000;

/** A local calendar day as YYYY-MM-DD. */
export function dayKey(time: number): string {
  const day = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The local midnights of the last `days` days, oldest first, today last. */
export function lastDays(now: number, days: number): number[] {
  const today = startOfDay(now);
  // Stepping by calendar date, not by 24 h, keeps daylight-saving days whole.
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(today);
    day.setDate(day.getDate() - (days - 1 - index));
    return day.getTime();
  });
}

/** Questions due by the end of today, per section of the bank (sections without any left out). */
export function dueBySection(
  bank: BankIndex,
  progress: Progress,
  now: number,
): { key: string; label: string; due: number }[] {
  const endOfToday = startOfDay(now) + DAY;
  const counts = new Map<string, number>();
  for (const question of bank.questions) {
    const card = progress.cards[question.id];
    if (!card || card.due >= endOfToday) continue;
    const section = bank.pages[question.page]!.section;
    counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return bank.sections
    .map(({ key, label }) => ({ key, label, due: counts.get(key) ?? 0 }))
    .filter(({ due }) => due > 0);
}

export interface DayRetention {
  day: number;
  /** Reviews of questions seen before (a first sight is not a recall). */
  reviews: number;
  /** Of those, not graded 重来. */
  recalled: number;
}

/** Retention per day over the last `days` days, and in total. */
export function retention(
  progress: Progress,
  now: number,
  days = 30,
): { perDay: DayRetention[]; reviews: number; recalled: number } {
  const perDay = lastDays(now, days).map((day) => ({ day, reviews: 0, recalled: 0 }));
  const index = new Map(perDay.map((entry) => [dayKey(entry.day), entry]));
  for (const entry of progress.log) {
    if (entry.wasNew) continue;
    const bucket = index.get(dayKey(entry.at));
    if (!bucket) continue;
    bucket.reviews++;
    if (entry.rating > 1) bucket.recalled++;
  }
  const reviews = perDay.reduce((sum, entry) => sum + entry.reviews, 0);
  const recalled = perDay.reduce((sum, entry) => sum + entry.recalled, 0);
  return { perDay, reviews, recalled };
}

/** Grades per day over the last `days` days (oldest first), for the calendar. */
export function practiceDays(
  progress: Progress,
  now: number,
  days: number,
): { day: number; grades: number }[] {
  const counts = new Map<string, number>();
  for (const entry of progress.log) counts.set(dayKey(entry.at), (counts.get(dayKey(entry.at)) ?? 0) + 1);
  return lastDays(now, days).map((day) => ({ day, grades: counts.get(dayKey(day)) ?? 0 }));
}
