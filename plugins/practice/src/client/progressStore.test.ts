import { describe, expect, it } from 'vitest';
import { emptyProgress } from '../shared/progress';
import { grade } from '../shared/schedule';
import { DAMAGED_KEY, PROGRESS_KEY, ProgressStore } from './progressStore';

const NOON = new Date(2026, 10, 27, 12).getTime();

/** A Map-backed Storage; `full` makes every write throw as a full quota does. */
function memoryStorage(options: { full?: boolean } = {}): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (options.full) throw new DOMException('quota', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('ProgressStore', () => {
  it('saves grades and reads them back in a new store (a reload)', () => {
    const storage = memoryStorage();
    const store = new ProgressStore({ localStorage: storage });
    store.update((progress) => grade(progress, 'q', 3, NOON));
    expect(store.isPersistent).toBe(true);
    expect(Object.keys(new ProgressStore({ localStorage: storage }).current.cards)).toEqual(['q']);
  });

  it('loses no grade when two tabs practise at once', () => {
    const storage = memoryStorage();
    const tabA = new ProgressStore({ localStorage: storage });
    const tabB = new ProgressStore({ localStorage: storage });
    tabA.update((progress) => grade(progress, 'a', 3, NOON));
    tabB.update((progress) => grade(progress, 'b', 3, NOON + 1));
    const stored = JSON.parse(storage.getItem(PROGRESS_KEY)!) as { cards: object; log: unknown[] };
    expect(Object.keys(stored.cards).sort()).toEqual(['a', 'b']);
    expect(stored.log).toHaveLength(2);
    tabA.handleStorageEvent({ key: PROGRESS_KEY, newValue: storage.getItem(PROGRESS_KEY) });
    expect(Object.keys(tabA.current.cards).sort()).toEqual(['a', 'b']);
  });

  it('keeps practising in memory when storage throws or is full, and says so', () => {
    const throwing = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const blocked = new ProgressStore(throwing);
    blocked.update((progress) => grade(progress, 'q', 3, NOON));
    expect(blocked.isPersistent).toBe(false);
    expect(Object.keys(blocked.current.cards)).toEqual(['q']);

    const full = new ProgressStore({ localStorage: memoryStorage({ full: true }) });
    expect(full.isPersistent).toBe(true);
    full.update((progress) => grade(progress, 'q', 3, NOON));
    expect(full.isPersistent).toBe(false);
    expect(full.current.log).toHaveLength(1);
  });

  it('sets aside stored progress it cannot read instead of overwriting it', () => {
    const storage = memoryStorage();
    storage.setItem(PROGRESS_KEY, '{"kind":"mato-notes-practice","version":1,"cards":');
    const store = new ProgressStore({ localStorage: storage });
    expect(store.current).toEqual(emptyProgress());
    expect(storage.getItem(DAMAGED_KEY)).toBe('{"kind":"mato-notes-practice","version":1,"cards":');
  });
});
