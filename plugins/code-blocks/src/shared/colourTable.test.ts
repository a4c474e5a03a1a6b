import type { PrismTheme } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { buildColourTable, colourTableCss, tokenColourClasses } from './colourTable';

const light: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#fafafa' },
  styles: [
    { types: ['comment'], style: { color: '#666666', fontStyle: 'italic' } },
    { types: ['tag', 'keyword'], style: { color: '#0000aa' } },
    { types: ['attr-value', 'string'], style: { color: '#aa0000' } },
    { types: ['keyword'], style: { color: '#000077' } },
  ],
};
const dark: PrismTheme = {
  plain: { color: '#eeeeee', backgroundColor: '#222222' },
  styles: [
    { types: ['tag', 'string'], style: { color: '#ff88cc' } },
    { types: ['keyword'], style: { color: '#bb99ff', fontStyle: 'italic' } },
  ],
};
const table = buildColourTable({ light, dark });

/** The declarations a token gets in one mode, the way the stylesheet applies its classes. */
function declarations(types: string[], mode: 'light' | 'dark'): string[] {
  return tokenColourClasses(types, table.classes)
    .split(' ')
    .filter((name) => name in table.declarations[mode])
    .map((name) => table.declarations[mode][name] ?? '')
    .sort();
}

describe('code colour classes', () => {
  it('give a token its theme style in each mode', () => {
    expect(declarations(['comment'], 'light')).toEqual(['color:#666666', 'font-style:italic']);
    expect(declarations(['comment'], 'dark')).toEqual([]);
    expect(declarations(['string'], 'dark')).toEqual(['color:#ff88cc']);
  });

  it('let a later theme entry override an earlier one for the same type', () => {
    expect(declarations(['keyword'], 'light')).toEqual(['color:#000077']);
  });

  it('let the innermost type win per property, and keep an outer type where the inner has no style', () => {
    // A JSX attribute value inside a tag: light styles both types, dark only the tag.
    expect(declarations(['tag', 'attr-value'], 'light')).toEqual(['color:#aa0000']);
    expect(declarations(['tag', 'attr-value'], 'dark')).toEqual(['color:#ff88cc']);
    expect(declarations(['keyword', 'string'], 'dark')).toEqual(['color:#ff88cc', 'font-style:italic']);
  });

  it('give plain text and unknown types no class', () => {
    expect(tokenColourClasses(['plain'], table.classes)).toBe('');
    expect(tokenColourClasses(['no-such-type'], table.classes)).toBe('');
  });

  it('share one class between types with the same declaration', () => {
    expect(table.classes.dark.tag?.color).toBe(table.classes.dark.string?.color);
    expect(Object.keys(table.declarations.dark)).toHaveLength(3);
  });
});

describe('the colour stylesheet', () => {
  const css = colourTableCss(table);

  it('scopes light rules to pages not in dark mode and dark rules to dark pages', () => {
    const lightClass = table.classes.light.comment?.color;
    const darkClass = table.classes.dark.keyword?.color;
    expect(css).toContain(`html:not([data-theme='dark']) .token.${lightClass}{color:#666666}`);
    expect(css).toContain(`html[data-theme='dark'] .token.${darkClass}{color:#bb99ff}`);
  });

  it("sets each mode's block colours as the variables the code block reads", () => {
    expect(css).toContain(
      "html:not([data-theme='dark']){--prism-color:#111111;--prism-background-color:#fafafa}",
    );
    expect(css).toContain("html[data-theme='dark']{--prism-color:#eeeeee;--prism-background-color:#222222}");
  });
});

describe('buildColourTable', () => {
  it('refuses language-specific entries, which classes cannot express', () => {
    const withLanguage: PrismTheme = {
      ...light,
      styles: [{ types: ['keyword'], languages: ['css'], style: { color: '#123456' } }],
    };
    expect(() => buildColourTable({ light: withLanguage, dark })).toThrow(/language-specific/);
  });

  it('needs plain colours in both themes', () => {
    expect(() => buildColourTable({ light: { plain: {}, styles: [] }, dark })).toThrow(
      /light theme needs plain/,
    );
  });
});
