import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import type { Progress, ReviewEntry, StoredCard } from './progress';

/** One scheduler for every session: FSRS defaults, no fuzz (the same grade, the same interval). */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

export type Rating = ReviewEntry['rating'];
export const RATINGS: readonly { rating: Rating; label: string; key: string }[] = [
  { rating: 1, label: '重来', key: '1' },
  { rating: 2, label: '困难', key: '2' },
  { rating: 3, label: '良好', key: '3' },
  { rating: 4, label: '简单', key: '4' },
];

function toCard(stored: StoredCard): Card {
  return { ...stored, due: new Date(stored.due), last_review: new Date(stored.last_review) };
}

function toStored(card: Card, now: number): StoredCard {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as StoredCard['state'],
    last_review: card.last_review?.getTime() ?? now,
  };
}

/** The progress after grading one question at `now` (a new card when it had none). */
export function grade(progress: Progress, id: string, rating: Rating, now: number): Progress {
  const stored = progress.cards[id];
  const card = stored ? toCard(stored) : createEmptyCard(new Date(now));
  const next = scheduler.next(card, new Date(now), rating as Grade).card;
  return {
    ...progress,
    cards: { ...progress.cards, [id]: toStored(next, now) },
    log: [...progress.log, { id, at: now, rating, wasNew: !stored }],
  };
}

/** Local midnight before `now`, the start of the reader's day. */
export function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** Questions practised today (distinct), and new ones introduced today. */
export function todayCounts(progress: Progress, now: number): { practised: number; introduced: number } {
  const since = startOfDay(now);
  const today = progress.log.filter((entry) => entry.at >= since);
  return {
    practised: new Set(today.map((entry) => entry.id)).size,
    introduced: new Set(today.filter((entry) => entry.wasNew).map((entry) => entry.id)).size,
  };
}

/** Cards in learning due this soon come back in the same sitting, once nothing else is left. */
export const LEARN_AHEAD_MS = 20 * 60_000;

export interface Queue {
  /** Due now, earliest first. */
  due: string[];
  /** Never practised, in bank order, up to what the daily limit leaves today. */
  fresh: string[];
  /** In (re)learning and due within LEARN_AHEAD_MS, earliest first. */
  soon: string[];
  /** Never practised in scope, whatever the limit. */
  newTotal: number;
}

const byDue = (entries: [string, number][]) => entries.sort((a, b) => a[1] - b[1]).map(([id]) => id);

/**
 * What to practise in a scope: due cards (earliest first), then new questions up to the daily
 * limit less those already introduced today, then cards in learning due within
 * LEARN_AHEAD_MS, so 「重来」 brings a question back in the same sitting.
 */
export function buildQueue(progress: Progress, scopeIds: readonly string[], now: number): Queue {
  const due: [string, number][] = [];
  const soon: [string, number][] = [];
  const unseen: string[] = [];
  for (const id of scopeIds) {
    const card = progress.cards[id];
    if (!card) unseen.push(id);
    else if (card.due <= now) due.push([id, card.due]);
    else if ((card.state === 1 || card.state === 3) && card.due <= now + LEARN_AHEAD_MS)
      soon.push([id, card.due]);
  }
  const room = Math.max(0, progress.settings.dailyNewLimit - todayCounts(progress, now).introduced);
  return { due: byDue(due), fresh: unseen.slice(0, room), soon: byDue(soon), newTotal: unseen.length };
}

/** The next question of a session, or undefined when nothing is left for today. */
/** How many questions the queue still holds: due, new within today's limit, and relearning soon. */
export function queueLength(queue: Queue): number {
  return queue.due.length + queue.fresh.length + queue.soon.length;
}

export function nextQuestion(queue: Queue): string | undefined {
  return queue.due[0] ?? queue.fresh[0] ?? queue.soon[0];
}
