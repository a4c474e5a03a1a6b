import { themes } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { CODE_CONTRAST, codeBackgrounds, darkCodeTheme, lightCodeTheme, withReadableTokens } from './prism';

const cases = [
  {
    name: 'light',
    theme: lightCodeTheme,
    backgrounds: codeBackgrounds(themes.github, { colour: '#0f766e', opacity: 0.12 }),
  },
  {
    name: 'dark',
    theme: darkCodeTheme,
    backgrounds: codeBackgrounds(themes.dracula, { colour: '#2dd4bf', opacity: 0.18 }),
  },
];

describe.each(cases)('the $name code theme', ({ theme, backgrounds }) => {
  const colours = [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)].filter(
    (colour): colour is string => colour !== undefined,
  );

  it('draws every token at WCAG AA contrast on plain and highlighted lines', () => {
    expect(colours.length).toBeGreaterThan(5);
    for (const colour of colours) {
      for (const background of backgrounds) {
        expect(contrastRatio(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(
          CODE_CONTRAST,
        );
      }
    }
  });

  it('sets no token opacity', () => {
    expect(theme.styles.filter((entry) => 'opacity' in entry.style)).toEqual([]);
  });
});

describe('withReadableTokens', () => {
  it('keeps colours that already pass and the token types and font styles', () => {
    const theme = withReadableTokens(themes.github, ['#f6f8fa']);
    const keywords = theme.styles.find(
      (entry) => entry.types.includes('tag') && entry.types.includes('keyword'),
    );
    expect(keywords?.style.color).toBe('#00009f');
    const comments = theme.styles.find((entry) => entry.types.includes('comment'));
    expect(comments?.style.fontStyle).toBe('italic');
    expect(comments?.style.color).not.toBe('#999988');
    expect(theme.plain.backgroundColor).toBe('#f6f8fa');
  });
});
