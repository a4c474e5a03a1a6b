import { describe, expect, it } from 'vitest';
import { displayWidth, formatKilobytes, formatMilliseconds, formatTable } from './table';

describe('displayWidth', () => {
  it('counts Chinese characters as two columns', () => {
    expect(displayWidth('闭包')).toBe(4);
    expect(displayWidth('/docs/闭包')).toBe(10);
    expect(displayWidth('abc')).toBe(3);
  });
});

describe('formatTable', () => {
  it('pads columns to the widest cell, right-aligning where asked', () => {
    const table = formatTable(
      ['page', 'JS'],
      [
        ['home', '1.0 KB'],
        ['blogList', '12.5 KB'],
      ],
      ['left', 'right'],
    );
    expect(table.split('\n')).toEqual([
      'page           JS',
      '--------  -------',
      'home       1.0 KB',
      'blogList  12.5 KB',
    ]);
  });

  it('aligns cells that hold Chinese text by display width', () => {
    const lines = formatTable(
      ['path', 'n'],
      [
        ['/闭包', '1'],
        ['/abcde', '2'],
      ],
    ).split('\n');
    expect(lines[2]).toBe('/闭包   1');
    expect(lines[3]).toBe('/abcde  2');
  });

  it('fills short rows with empty cells and trims trailing spaces', () => {
    const lines = formatTable(['a', 'b', 'c'], [['x']]).split('\n');
    expect(lines[2]).toBe('x');
    expect(lines[1]).toBe('-  -  -');
  });
});

describe('unit formatting', () => {
  it('writes kilobytes with one decimal', () => {
    expect(formatKilobytes(2048)).toBe('2.0 KB');
    expect(formatKilobytes(1536)).toBe('1.5 KB');
  });

  it('writes times under a second in ms and longer ones in s', () => {
    expect(formatMilliseconds(243.6)).toBe('244 ms');
    expect(formatMilliseconds(2510)).toBe('2.51 s');
  });
});
