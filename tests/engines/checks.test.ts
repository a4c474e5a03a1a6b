import { describe, expect, it } from 'vitest';
import { CHECKS, PAGE_CASES, poll, SECTIONS, SEARCH_SHORTCUT, statusMatches } from './checks';

describe('the check list', () => {
  it('covers every page type once, with the status and text each must show', () => {
    expect(PAGE_CASES.map((page) => page.type)).toEqual([
      'home',
      'doc',
      'category',
      'tag',
      'blog list',
      'blog post',
      'search page',
      '404',
    ]);
    const notFound = PAGE_CASES.find((page) => page.type === '404')!;
    expect(notFound.status).toBe(404);
    expect(notFound.text.test('找不到页面')).toBe(true);
    expect(PAGE_CASES.filter((page) => page.status !== 200)).toEqual([notFound]);
    expect(PAGE_CASES.find((page) => page.type === 'doc')!.path).toBe('/docs/JavaScript/核心概念/闭包');
    expect(PAGE_CASES.find((page) => page.type === 'search page')!.path).toBe('/search?q=闭包');
  });

  it('starts with the self-test, then the pages, then the interactions', () => {
    const names = CHECKS.map((check) => check.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toMatch(/^self-test/);
    expect(names.slice(1, 1 + PAGE_CASES.length).every((name) => /^[^:]+: \/\S* renders$/.test(name))).toBe(
      true,
    );
    for (const topic of [/^search modal/, /^\/search:/, /^colour mode/, /^phone width 390×844/])
      expect(names.some((name) => topic.test(name))).toBe(true);
  });

  it('opens search with Ctrl+K and expects the ten sections in the phone menu', () => {
    expect(SEARCH_SHORTCUT).toEqual({ key: 'k', modifiers: ['Control'] });
    expect(SECTIONS).toHaveLength(10);
  });
});

describe('statusMatches', () => {
  it('takes the expected status, or a revalidated 200', () => {
    expect(statusMatches(200, 200)).toBe(true);
    expect(statusMatches(200, 304)).toBe(true);
    expect(statusMatches(404, 404)).toBe(true);
    expect(statusMatches(404, 304)).toBe(false);
    expect(statusMatches(404, 200)).toBe(false);
    expect(statusMatches(200, undefined)).toBe(false);
  });
});

describe('poll', () => {
  it('returns the first truthy value', async () => {
    let calls = 0;
    await expect(
      poll('three calls', async () => (++calls >= 3 ? 'done' : null), { intervalMs: 1 }),
    ).resolves.toBe('done');
    expect(calls).toBe(3);
  });

  it('names what it waited for and the last value or error', async () => {
    await expect(poll('the modal', async () => false, { timeoutMs: 20, intervalMs: 5 })).rejects.toThrow(
      'timed out after 0.02 s waiting for the modal (last value false)',
    );
    await expect(
      poll(
        'the page',
        async () => {
          throw new Error('no such element');
        },
        { timeoutMs: 20, intervalMs: 5 },
      ),
    ).rejects.toThrow('waiting for the page: no such element');
  });
});
