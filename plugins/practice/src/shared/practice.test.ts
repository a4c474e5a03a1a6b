import { describe, expect, it } from 'vitest';
import {
  checkProgress,
  emptyProgress,
  mergeProgress,
  parseProgressFile,
  PROGRESS_KIND,
  PROGRESS_VERSION,
  type Progress,
} from './progress';
import { buildQueue, grade, nextQuestion, queueLength, todayCounts } from './schedule';
import { practicePageHref, questionsInScope, scopeFromQuery, scopeToQuery } from './scope';
import type { BankIndex } from './types';

const NOON = new Date(2026, 10, 27, 12, 0, 0).getTime();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const withLimit = (limit: number): Progress => ({
  ...emptyProgress(),
  settings: { dailyNewLimit: limit, changedAt: 0 },
});

describe('scheduling with FSRS', () => {
  it('puts due questions first, then new ones up to what the daily limit leaves', () => {
    let progress = withLimit(2);
    progress = grade(progress, 'a', 3, NOON - 10 * DAY);
    progress = grade(progress, 'b', 3, NOON - 10 * DAY);
    const queue = buildQueue(progress, ['n1', 'a', 'n2', 'b', 'n3'], NOON);
    expect(queue.due.sort()).toEqual(['a', 'b']);
    expect(queue.fresh).toEqual(['n1', 'n2']);
    expect(queue.newTotal).toBe(3);
    expect(nextQuestion(queue)).toBe(queue.due[0]);
    expect(queueLength(queue)).toBe(4);
  });

  it('counts new questions introduced today against the limit', () => {
    let progress = withLimit(2);
    progress = grade(progress, 'n1', 4, NOON - MINUTE);
    expect(todayCounts(progress, NOON)).toEqual({ practised: 1, introduced: 1 });
    expect(buildQueue(progress, ['n1', 'n2', 'n3'], NOON).fresh).toEqual(['n2']);
  });

  it('brings 重来 back in the same sitting, and spaces 良好 and 简单 further out than 困难', () => {
    const again = grade(withLimit(5), 'q', 1, NOON);
    expect(again.cards.q!.due - NOON).toBeLessThanOrEqual(10 * MINUTE);
    const soon = buildQueue(again, ['q', 'n'], NOON);
    expect(soon).toMatchObject({ due: [], fresh: ['n'], soon: ['q'] });
    expect(nextQuestion(soon)).toBe('n');
    expect(queueLength(soon)).toBe(2);
    expect(nextQuestion(buildQueue(again, ['q'], NOON))).toBe('q');
    const reviewed = (rating: 2 | 3 | 4) => {
      const learnt = grade(grade(withLimit(5), 'q', 3, NOON - 3 * DAY), 'q', 3, NOON - 2 * DAY);
      return grade(learnt, 'q', rating, NOON).cards.q!.due;
    };
    expect(reviewed(2)).toBeLessThan(reviewed(3));
    expect(reviewed(3)).toBeLessThan(reviewed(4));
    expect(reviewed(4) - NOON).toBeGreaterThan(DAY);
  });

  it('logs each grade, marking the first one of a question as new', () => {
    const progress = grade(grade(withLimit(5), 'q', 1, NOON), 'q', 3, NOON + MINUTE);
    expect(progress.log).toEqual([
      { id: 'q', at: NOON, rating: 1, wasNew: true },
      { id: 'q', at: NOON + MINUTE, rating: 3, wasNew: false },
    ]);
    expect(progress.cards.q!.reps).toBe(2);
  });
});

describe('merging progress (two tabs, or an import)', () => {
  it('keeps every card’s newest review and every grade of both sides', () => {
    const base = grade(withLimit(5), 'shared', 3, NOON - DAY);
    const tabA = grade(grade(base, 'a', 3, NOON), 'shared', 1, NOON + MINUTE);
    const tabB = grade(base, 'b', 4, NOON + 2 * MINUTE);
    const merged = mergeProgress(tabA, tabB);
    expect(Object.keys(merged.cards).sort()).toEqual(['a', 'b', 'shared']);
    expect(merged.cards.shared).toEqual(tabA.cards.shared);
    expect(merged.log.map(({ id, at }) => `${id}@${at - NOON}`)).toEqual([
      `shared@${-DAY}`,
      'a@0',
      `shared@${MINUTE}`,
      `b@${2 * MINUTE}`,
    ]);
    expect(mergeProgress(tabB, tabA)).toEqual(merged);
  });

  it('takes the settings changed last', () => {
    const early = { ...emptyProgress(), settings: { dailyNewLimit: 5, changedAt: 1 } };
    const late = { ...emptyProgress(), settings: { dailyNewLimit: 9, changedAt: 2 } };
    expect(mergeProgress(early, late).settings.dailyNewLimit).toBe(9);
    expect(mergeProgress(late, early).settings.dailyNewLimit).toBe(9);
  });
});

describe('import validation', () => {
  const good = grade(withLimit(7), 'q', 3, NOON);

  it('accepts what export writes', () => {
    expect(parseProgressFile(JSON.stringify(good))).toEqual({ ok: true, progress: good });
  });

  it('refuses broken, foreign and future-version files with a Chinese reason', () => {
    const refused = (text: string) => {
      const checked = parseProgressFile(text);
      expect(checked.ok).toBe(false);
      return checked.ok ? '' : checked.reason;
    };
    expect(refused('{"kind": "mato')).toMatch(/不是有效的 JSON/);
    expect(refused(JSON.stringify({ kind: 'anki', version: 1 }))).toMatch(/不是本站导出/);
    expect(refused(JSON.stringify({ ...good, version: PROGRESS_VERSION + 1 }))).toMatch(/更新版本/);
    expect(refused(JSON.stringify({ ...good, cards: { q: { ...good.cards.q, due: 'soon' } } }))).toMatch(
      /题目记录/,
    );
    expect(
      refused(JSON.stringify({ ...good, log: [{ id: 'q', at: NOON, rating: 7, wasNew: true }] })),
    ).toMatch(/练习记录/);
    expect(refused(JSON.stringify({ ...good, settings: { dailyNewLimit: -1, changedAt: 0 } }))).toMatch(
      /设置/,
    );
    expect(checkProgress(null)).toMatchObject({ ok: false });
    expect(good.kind).toBe(PROGRESS_KIND);
  });
});

describe('scopes', () => {
  const bank: BankIndex = {
    version: 1,
    sections: [
      { key: 'React', label: 'React' },
      { key: 'Vue', label: 'Vue' },
    ],
    pages: [
      {
        url: '/docs/React/hooks',
        title: 'Hooks',
        section: 'React',
        category: 'React Hooks',
        tags: ['react', '面试题'],
      },
      { url: '/docs/Vue/响应式', title: '响应式', section: 'Vue', category: 'Vue 3', tags: ['vue'] },
    ],
    questions: [
      { id: 'h1', text: '?', page: 0, chunk: 0 },
      { id: 'v1', text: '?', page: 1, chunk: 1 },
      { id: 'h2', text: '?', page: 0, chunk: 0 },
    ],
    chunks: ['a.json', 'b.json'],
  };
  const ids = (search: string) => questionsInScope(bank, scopeFromQuery(search)).map(({ id }) => id);

  it('reads the scope from the URL query and filters by section, category, tag and page', () => {
    expect(ids('')).toEqual(['h1', 'v1', 'h2']);
    expect(ids('?section=Vue')).toEqual(['v1']);
    expect(ids(`?category=${encodeURIComponent('React Hooks')}`)).toEqual(['h1', 'h2']);
    expect(ids(`?tag=${encodeURIComponent('面试题')}`)).toEqual(['h1', 'h2']);
    expect(ids(practicePageHref('/docs/Vue/响应式').split('?')[1]!.replace(/^/, '?'))).toEqual(['v1']);
    expect(ids('?page=/docs/Vue/%E5%93%8D%E5%BA%94%E5%BC%8F/')).toEqual(['v1']);
    expect(ids('?page=/docs/nowhere')).toEqual([]);
  });

  it('writes the scope back to a query that reads the same', () => {
    const scope = { kind: 'tag', value: '面试题' } as const;
    expect(scopeFromQuery(scopeToQuery(scope))).toEqual(scope);
    expect(scopeToQuery({ kind: 'all' })).toBe('');
  });
});
