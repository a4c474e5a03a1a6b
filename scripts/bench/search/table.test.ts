import { describe, expect, it } from 'vitest';
import { displayWidth, formatBytes, formatMs, formatRatio, formatScore, formatTable } from './table';

describe('displayWidth', () => {
  it('counts Han and full-width characters as two columns', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('闭包')).toBe(4);
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

describe('number formats', () => {
  it('formats bytes in kB of 1000 bytes', () => {
    expect(formatBytes(600_000)).toBe('600.0 kB');
    expect(formatBytes(1_234)).toBe('1.2 kB');
  });

  it('formats milliseconds with two decimals below 10 ms', () => {
    expect(formatMs(3.14159)).toBe('3.14 ms');
    expect(formatMs(148.26)).toBe('148.3 ms');
  });

  it('formats ratios and scores', () => {
    expect(formatRatio(1, 4)).toBe('0.25×');
    expect(formatRatio(1, 0)).toBe('n/a');
    expect(formatRatio(Number.NaN, 1)).toBe('n/a');
    expect(formatScore(0.91234)).toBe('0.912');
  });
});
