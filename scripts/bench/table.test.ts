import { describe, expect, it } from 'vitest';
import { displayWidth, formatTable } from './table';

describe('displayWidth', () => {
  it('counts Han and full-width characters as two columns', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('闭包')).toBe(4);
    expect(displayWidth('/docs/闭包')).toBe(10);
    expect(displayWidth('TCP 三次握手')).toBe(12);
    expect(displayWidth('（）')).toBe(4);
  });
});

describe('formatTable', () => {
  it('pads columns to equal display width and marks right-aligned columns', () => {
    const table = formatTable(
      ['query', 'RR'],
      [
        ['闭包', '1.000'],
        ['event loop', '0.5'],
      ],
      ['left', 'right'],
    );
    expect(table.split('\n')).toEqual([
      '| query      |    RR |',
      '|------------|------:|',
      '| 闭包       | 1.000 |',
      '| event loop |   0.5 |',
    ]);
  });

  it('rejects a row with the wrong number of cells', () => {
    expect(() => formatTable(['a', 'b'], [['1']])).toThrow(/1 cells/);
  });
});
