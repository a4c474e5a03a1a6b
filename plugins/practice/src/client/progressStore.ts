import { checkProgress, emptyProgress, mergeProgress, type Progress } from '../shared/progress';

export const PROGRESS_KEY = 'practice-progress';
/** Where a stored value that no longer reads as progress is kept, instead of being overwritten. */
export const DAMAGED_KEY = 'practice-progress-damaged';

type Listener = (progress: Progress, persistent: boolean) => void;

/** `localStorage`, or undefined when reading the property throws (src/lib/storageGuard.ts hides it so). */
function storageOf(host: { localStorage: Storage }): Storage | undefined {
  try {
    return host.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The reader's progress in localStorage. Every write first merges what storage holds now
 * (another tab may have graded meanwhile), card by card; a `storage` event merges the other
 * tab's write in. Storage that throws or is full leaves the progress in memory for the visit,
 * with `persistent` false so the page can say so.
 */
export class ProgressStore {
  private progress: Progress = emptyProgress();
  private persistent = true;
  private readonly listeners = new Set<Listener>();
  private readonly storage: Storage | undefined;

  constructor(host: { localStorage: Storage }) {
    this.storage = storageOf(host);
    if (!this.storage) this.persistent = false;
    this.progress = this.readStored() ?? emptyProgress();
  }

  get current(): Progress {
    return this.progress;
  }

  get isPersistent(): boolean {
    return this.persistent;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Applies a change, then saves (merged with whatever storage holds now). */
  update(change: (progress: Progress) => Progress): void {
    this.progress = change(this.progress);
    this.save();
    this.emit();
  }

  /** Replaces everything (reset): storage is overwritten, not merged. */
  replace(progress: Progress): void {
    this.progress = progress;
    this.write(progress);
    this.emit();
  }

  /** For the window's `storage` event: another tab wrote; take its grades in. */
  handleStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): void {
    if (event.key !== PROGRESS_KEY || event.newValue === null) return;
    const incoming = this.parse(event.newValue);
    if (!incoming) return;
    this.progress = mergeProgress(this.progress, incoming);
    this.emit();
  }

  private parse(text: string): Progress | undefined {
    try {
      const checked = checkProgress(JSON.parse(text));
      return checked.ok ? checked.progress : undefined;
    } catch {
      return undefined;
    }
  }

  private readStored(): Progress | undefined {
    if (!this.storage) return undefined;
    try {
      const text = this.storage.getItem(PROGRESS_KEY);
      if (text === null) return undefined;
      const parsed = this.parse(text);
      if (!parsed) this.storage.setItem(DAMAGED_KEY, text);
      return parsed;
    } catch {
      this.persistent = false;
      return undefined;
    }
  }

  private save(): void {
    if (!this.storage) return;
    const stored = this.readStored();
    if (stored) this.progress = mergeProgress(stored, this.progress);
    this.write(this.progress);
  }

  private write(progress: Progress): void {
    if (!this.storage) return;
    try {
      this.storage.setItem(PROGRESS_KEY, JSON.stringify(progress));
      this.persistent = true;
    } catch {
      this.persistent = false;
    }
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.progress, this.persistent);
  }
}
