import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, parseColour, toHex, withContrast } from './contrast';

describe('parseColour', () => {
  it('reads short and long hex and rgb()', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('#0F766E')).toEqual([15, 118, 110]);
    expect(parseColour('rgb(98, 114, 164)')).toEqual([98, 114, 164]);
    expect(parseColour('rgb(98 114 164)')).toEqual([98, 114, 164]);
  });

  it('rejects what it cannot read', () => {
    expect(() => parseColour('hsl(0, 0%, 0%)')).toThrow(/unsupported/);
  });
});

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('matches the WCAG figure for a known pair', () => {
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('blend and toHex', () => {
  it('mixes two colours by opacity', () => {
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(toHex([15, 118, 110])).toBe('#0f766e');
  });
});

describe('withContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(withContrast('#00009f', ['#f6f8fa'], 4.5)).toBe('#00009f');
  });

  it('darkens a colour on light backgrounds until it passes on all of them', () => {
    const adjusted = withContrast('#999988', ['#f6f8fa', '#dae8e9'], 4.5);
    expect(contrastRatio(adjusted, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(adjusted, '#dae8e9')).toBeGreaterThanOrEqual(4.5);
    // Only just: one step less dark would fail.
    expect(contrastRatio(blend('#999988', adjusted, 0.05), '#dae8e9')).toBeLessThan(4.5);
  });

  it('lightens a colour on a dark background', () => {
    const adjusted = withContrast('rgb(98, 114, 164)', ['#282a36'], 4.5);
    expect(contrastRatio(adjusted, '#282a36')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(adjusted, '#ffffff')).toBeLessThan(contrastRatio('rgb(98, 114, 164)', '#ffffff'));
  });
});
