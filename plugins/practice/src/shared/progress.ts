/**
 * The reader's progress, as stored in the browser and as exported: one FSRS card per question
 * practised, a log of grades, and settings. Pure data and pure functions.
 */

export const PROGRESS_KIND = 'mato-notes-practice';
export const PROGRESS_VERSION = 1;

/** An FSRS card with dates as epoch milliseconds. */
export interface StoredCard {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: 0 | 1 | 2 | 3;
  last_review: number;
}

/** One grade: question id, when (epoch ms), rating 1–4, and whether the card was new. */
export interface ReviewEntry {
  id: string;
  at: number;
  rating: 1 | 2 | 3 | 4;
  wasNew: boolean;
}

export interface PracticeSettings {
  /** New questions per day. */
  dailyNewLimit: number;
  /** When the settings were last changed (ms), for merging. */
  changedAt: number;
}

export interface Progress {
  kind: typeof PROGRESS_KIND;
  version: typeof PROGRESS_VERSION;
  cards: Record<string, StoredCard>;
  log: ReviewEntry[];
  settings: PracticeSettings;
}

export const DEFAULT_DAILY_NEW = 20;
export const MAX_DAILY_NEW = 500;

export function emptyProgress(): Progress {
  return {
    kind: PROGRESS_KIND,
    version: PROGRESS_VERSION,
    cards: {},
    log: [],
    settings: { dailyNewLimit: DEFAULT_DAILY_NEW, changedAt: 0 },
  };
}

/** The newer of two versions of a card: the later review; on a tie, more repetitions. */
function newerCard(a: StoredCard, b: StoredCard): StoredCard {
  if (a.last_review !== b.last_review) return a.last_review > b.last_review ? a : b;
  return a.reps >= b.reps ? a : b;
}

/**
 * Both sides' progress together, card by card, so two tabs (or a file imported from another
 * device) lose no grade: each card keeps its newest review, the logs are united.
 */
export function mergeProgress(a: Progress, b: Progress): Progress {
  const cards: Record<string, StoredCard> = { ...a.cards };
  for (const [id, card] of Object.entries(b.cards)) {
    const mine = cards[id];
    cards[id] = mine ? newerCard(mine, card) : card;
  }
  const seen = new Set<string>();
  const log = [...a.log, ...b.log]
    .filter((entry) => {
      const key = `${entry.id}@${entry.at}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((x, y) => x.at - y.at);
  const settings = b.settings.changedAt > a.settings.changedAt ? b.settings : a.settings;
  return { kind: PROGRESS_KIND, version: PROGRESS_VERSION, cards, log, settings };
}

export type ProgressCheck = { ok: true; progress: Progress } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isCard(value: unknown): value is StoredCard {
  if (!isRecord(value)) return false;
  const numeric = [
    'due',
    'stability',
    'difficulty',
    'elapsed_days',
    'scheduled_days',
    'learning_steps',
    'reps',
    'lapses',
    'last_review',
  ];
  return numeric.every((key) => isNumber(value[key])) && [0, 1, 2, 3].includes(value.state as number);
}

function isEntry(value: unknown): value is ReviewEntry {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    isNumber(value.at) &&
    [1, 2, 3, 4].includes(value.rating as number) &&
    typeof value.wasNew === 'boolean'
  );
}

/**
 * Checks a parsed progress file (an import or what storage holds). Says in Chinese why a file
 * is refused: not ours, from a newer version of the site, or damaged.
 */
export function checkProgress(value: unknown): ProgressCheck {
  if (!isRecord(value) || value.kind !== PROGRESS_KIND)
    return { ok: false, reason: '这不是本站导出的刷题进度文件。' };
  if (!isNumber(value.version) || value.version > PROGRESS_VERSION)
    return { ok: false, reason: '这个文件来自更新版本的网站，当前页面无法读取。请刷新页面后再试。' };
  if (value.version !== PROGRESS_VERSION) return { ok: false, reason: '文件版本无法识别。' };
  const { cards, log, settings } = value;
  if (!isRecord(cards) || !Object.values(cards).every(isCard))
    return { ok: false, reason: '文件已损坏：题目记录格式不对。' };
  if (!Array.isArray(log) || !log.every(isEntry))
    return { ok: false, reason: '文件已损坏：练习记录格式不对。' };
  if (
    !isRecord(settings) ||
    !Number.isInteger(settings.dailyNewLimit) ||
    (settings.dailyNewLimit as number) < 0 ||
    (settings.dailyNewLimit as number) > MAX_DAILY_NEW ||
    !isNumber(settings.changedAt)
  )
    return { ok: false, reason: '文件已损坏：设置格式不对。' };
  return {
    ok: true,
    progress: {
      kind: PROGRESS_KIND,
      version: PROGRESS_VERSION,
      cards: cards as Record<string, StoredCard>,
      log: log as ReviewEntry[],
      settings: { dailyNewLimit: settings.dailyNewLimit as number, changedAt: settings.changedAt as number },
    },
  };
}

/** Parses an imported file's text: JSON first, then `checkProgress`. */
export function parseProgressFile(text: string): ProgressCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: '文件不是有效的 JSON，可能已损坏。' };
  }
  return checkProgress(value);
}
