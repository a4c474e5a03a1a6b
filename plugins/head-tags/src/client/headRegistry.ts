import type { HeadEntry } from './headEntry';
import { mergeHeadEntries, type HeadState } from './headState';

/**
 * The mounted `<Head>`s, each in the slot it took on its first render. Slots follow render order
 * (parents before children, siblings in order), so the page's own `<Head>` comes after the
 * layout's and wins. Changes are applied together, once per `schedule` call.
 */
export class HeadRegistry {
  private readonly entries = new Map<number, { entry: HeadEntry; signature: string }>();
  private nextSlot = 0;
  private flushPending = false;

  constructor(
    private readonly apply: (state: HeadState) => void,
    private readonly schedule: (flush: () => void) => void,
  ) {}

  reserveSlot(): number {
    return this.nextSlot++;
  }

  set(slot: number, entry: HeadEntry): void {
    const signature = JSON.stringify(entry);
    if (this.entries.get(slot)?.signature === signature) return;
    this.entries.set(slot, { entry, signature });
    this.requestFlush();
  }

  delete(slot: number): void {
    if (this.entries.delete(slot)) this.requestFlush();
  }

  /** The merged state of the entries now set. */
  state(): HeadState {
    const slots = [...this.entries.keys()].sort((a, b) => a - b);
    return mergeHeadEntries(slots.map((slot) => this.entries.get(slot)!.entry));
  }

  private requestFlush(): void {
    if (this.flushPending) return;
    this.flushPending = true;
    this.schedule(() => {
      this.flushPending = false;
      this.apply(this.state());
    });
  }
}
