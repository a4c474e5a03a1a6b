import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes, type PrismTheme } from 'prism-react-renderer';
import { blend, withContrast } from './contrast';

/** WCAG AA for normal text: every token must reach it on the block and on highlighted lines. */
export const CODE_CONTRAST = 4.5;

/**
 * Backgrounds code is drawn on: the theme's own, and a highlighted line, which lays
 * `--docusaurus-highlighted-code-line-bg` (src/css/custom.css: primary colour at 12% light,
 * 18% dark) over it.
 */
export function codeBackgrounds(theme: PrismTheme, highlight: { colour: string; opacity: number }): string[] {
  const background = theme.plain.backgroundColor;
  if (!background) throw new Error('a Prism theme needs a background colour');
  return [background, blend(highlight.colour, background, highlight.opacity)];
}

/**
 * The theme with each colour moved just far enough to reach CODE_CONTRAST on `backgrounds`,
 * and without token opacity (it lowers contrast; only `namespace` used it).
 */
export function withReadableTokens(theme: PrismTheme, backgrounds: readonly string[]): PrismTheme {
  const readable = (colour: string | undefined) =>
    colour ? withContrast(colour, backgrounds, CODE_CONTRAST) : colour;
  return {
    plain: { ...theme.plain, color: readable(theme.plain.color) },
    styles: theme.styles.map((entry) => {
      const style = Object.fromEntries(Object.entries(entry.style).filter(([key]) => key !== 'opacity'));
      return {
        ...entry,
        style: entry.style.color ? { ...style, color: readable(entry.style.color) } : style,
      };
    }),
  };
}

export const lightCodeTheme = withReadableTokens(
  themes.github,
  codeBackgrounds(themes.github, { colour: '#0f766e', opacity: 0.12 }),
);
export const darkCodeTheme = withReadableTokens(
  themes.dracula,
  codeBackgrounds(themes.dracula, { colour: '#2dd4bf', opacity: 0.18 }),
);

/** The two themes, drawn as classes by plugins/code-blocks. */
export const codeThemes = { light: lightCodeTheme, dark: darkCodeTheme };

/**
 * What Prism itself is given in both modes: no inline colours at all, so the server's markup is
 * right in either mode; plugins/code-blocks turns `codeThemes` into classes and a stylesheet.
 */
export const COLOURLESS_THEME: PrismTheme = { plain: {}, styles: [] };

export const prism = {
  theme: COLOURLESS_THEME,
  darkTheme: COLOURLESS_THEME,
  additionalLanguages: ['bash', 'c', 'docker', 'nginx', 'sql', 'ini', 'diff', 'toml', 'powershell'],
} satisfies ThemeConfig['prism'];
