import { describe, expect, it } from 'vitest';
import type { HeadEntry } from './headEntry';
import { HeadRegistry } from './headRegistry';
import type { HeadState } from './headState';

const titled = (title: string): HeadEntry => ({ title, htmlAttributes: {}, bodyAttributes: {}, tags: [] });

function registryWithQueue() {
  const applied: HeadState[] = [];
  const queue: (() => void)[] = [];
  const registry = new HeadRegistry(
    (state) => applied.push(state),
    (flush) => queue.push(flush),
  );
  const runQueue = () => queue.splice(0).forEach((flush) => flush());
  return { registry, applied, queue, runQueue };
}

describe('HeadRegistry', () => {
  it('orders entries by slot, not by when they were set (child effects run before parents)', () => {
    const { registry, applied, runQueue } = registryWithQueue();
    const layout = registry.reserveSlot();
    const page = registry.reserveSlot();
    registry.set(page, titled('page'));
    registry.set(layout, titled('layout'));
    runQueue();
    expect(applied.map((state) => state.title)).toEqual(['page']);
  });

  it('applies several changes once, and nothing for an unchanged entry', () => {
    const { registry, applied, queue, runQueue } = registryWithQueue();
    const slot = registry.reserveSlot();
    registry.set(slot, titled('a'));
    registry.set(slot, titled('b'));
    expect(queue).toHaveLength(1);
    runQueue();
    registry.set(slot, titled('b'));
    expect(queue).toHaveLength(0);
    expect(applied.map((state) => state.title)).toEqual(['b']);
  });

  it('falls back to the remaining entries when one is removed', () => {
    const { registry, applied, runQueue } = registryWithQueue();
    const layout = registry.reserveSlot();
    const page = registry.reserveSlot();
    registry.set(layout, titled('layout'));
    registry.set(page, titled('page'));
    runQueue();
    registry.delete(page);
    registry.delete(page);
    runQueue();
    expect(applied.map((state) => state.title)).toEqual(['page', 'layout']);
  });
});
