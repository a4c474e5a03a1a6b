import { Highlight, themes, type PrismTheme } from 'prism-react-renderer';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildColourTable, tokenColourClasses } from '../shared/colourTable';
import { contrastRatio } from './contrast';
import {
  CODE_CONTRAST,
  codeBackgrounds,
  codeThemes,
  darkCodeTheme,
  lightCodeTheme,
  withReadableTokens,
} from './prism';

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

describe('the code colour classes of these themes (plugins/code-blocks)', () => {
  const table = buildColourTable(codeThemes);
  const samples: Record<string, string> = {
    tsx: [
      'import { useState } from "react";',
      '// counts clicks',
      'export function Counter({ step = 1 }: { step?: number }) {',
      '  const [n, setN] = useState<number>(0);',
      '  return <button className="counter" onClick={() => setN(n + step)}>{`clicked ${n} times`}</button>;',
      '}',
    ].join('\n'),
    css: '@media (min-width: 40em) { .card > a:hover { color: #fff !important; } }',
    python: 'def area(r: float) -> float:\n    """Circle area."""\n    return 3.14 * r ** 2  # approx',
    markup: '<!DOCTYPE html><a href="/x" title=\'t\'>&amp; <b>bold</b></a><!-- note -->',
  };

  /** The style Prism's own renderer gives each token of `code` with `theme`, as CSS declarations. */
  function inlineStyles(theme: PrismTheme, code: string, language: string) {
    const tokens: { types: string[]; declarations: string[] }[] = [];
    renderToStaticMarkup(
      createElement(Highlight, {
        theme,
        code,
        language,
        children: ({ tokens: lines, getTokenProps }) => {
          for (const token of lines.flat()) {
            const style = getTokenProps({ token }).style ?? {};
            tokens.push({
              types: token.types,
              declarations: Object.entries(style)
                .filter(([property]) => property !== 'display')
                .map(
                  ([property, value]) =>
                    `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
                )
                .sort(),
            });
          }
          return null;
        },
      }),
    );
    return tokens;
  }

  it.each(Object.entries(samples))(
    'match the inline styles Prism would give %s in both modes',
    (language, code) => {
      for (const mode of ['light', 'dark'] as const) {
        const tokens = inlineStyles(codeThemes[mode], code, language);
        expect(tokens.filter((token) => token.declarations.length > 0).length).toBeGreaterThan(3);
        for (const token of tokens) {
          const fromClasses = tokenColourClasses(token.types, table.classes)
            .split(' ')
            .flatMap((name) => table.declarations[mode][name] ?? [])
            .sort();
          expect(fromClasses, `${mode} ${token.types.join(' ')}`).toEqual(token.declarations);
        }
      }
    },
  );
});
