import { format, inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatDir, formatLogArguments, formatUncaught, indent } from './consoleFormat';

/** Values whose console.log form the notes' stated outputs show. */
const SAMPLES: unknown[][] = [
  [[1, 2, 3]],
  [{ a: 1, b: 'x', nested: { deep: { deeper: { deepest: 1 } } } }],
  [new Map([['a', 1]])],
  [new Set([1, 'two'])],
  ['%s is %d years', 'Tom', 3],
  ['text', 1, true, null, undefined, 10n, Symbol('s')],
  // eslint-disable-next-line no-sparse-arrays -- holes print as `<1 empty item>`
  [[1, , 3]],
  [Object.create(null)],
  [class Point {}, function named() {}, () => 1],
  [new Date(0)],
  [/re/g],
  [{ 'key with space': 1, "quote's": "it's" }],
  [Array.from({ length: 120 }, (_, i) => i)],
  [new Uint8Array([1, 2])],
  [new WeakMap()],
  [
    {
      toString() {
        return 'x';
      },
    },
  ],
  ['多字节：', { 名字: '张三' }],
  [[{ a: [{ b: { c: {} } }] }]],
  [-0, NaN, Infinity],
];

describe('formatLogArguments', () => {
  it("formats as Node's console.log does", () => {
    for (const args of SAMPLES) expect(formatLogArguments(args), format(...args)).toBe(format(...args));
  });

  it("cannot see a promise's state (no browser API shows it): every promise reads as pending", () => {
    expect(formatLogArguments([Promise.resolve(1)])).toBe('Promise { <pending> }');
  });

  it('formats console.dir as Node does', () => {
    const value = { a: { b: { c: { d: 1 } } } };
    expect(formatDir(value, { depth: 0 })).toBe(inspect(value, { depth: 0, customInspect: false }));
  });

  it('ends a program on an uncaught error with its name and message', () => {
    expect(formatUncaught(new TypeError('x is not a function'))).toBe(
      'Uncaught TypeError: x is not a function',
    );
    expect(formatUncaught('plain')).toBe("Uncaught 'plain'");
  });

  it('indents each line of a group', () => {
    expect(indent('a\nb', 1)).toBe('  a\n  b');
    expect(indent('a', 0)).toBe('a');
  });
});
