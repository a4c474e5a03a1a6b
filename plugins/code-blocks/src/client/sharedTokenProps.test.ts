import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Highlight,
  themes,
  type HighlightProps,
  type RenderProps,
  type TokenInputProps,
} from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { sharedTokenProps } from './sharedTokenProps';

const CODE = [
  'const total = items.reduce((sum, item) => sum + item.price, 0);',
  '',
  '// 合计',
  'export { total };',
].join('\n');

/** What prism-react-renderer's Highlight hands its children for the code. */
function highlight(code: string, theme = themes.github): RenderProps {
  let rendered: RenderProps | undefined;
  const capture = (props: RenderProps) => {
    rendered = props;
    return null;
  };
  const props: HighlightProps = { code, language: 'tsx', theme, children: capture };
  renderToString(createElement(Highlight, props));
  if (!rendered) throw new Error('Highlight did not render');
  return rendered;
}

describe('shared token props', () => {
  it('equal the original props of every token, keys in the same order', () => {
    for (const theme of [themes.github, themes.dracula]) {
      const { tokens, getTokenProps } = highlight(CODE, theme);
      const shared = sharedTokenProps(getTokenProps);
      const all = tokens.flat();
      expect(all.some((token) => token.empty)).toBe(true);
      for (const token of all) {
        const expected = getTokenProps({ token });
        const actual = shared({ token });
        expect(actual).toStrictEqual(expected);
        expect(Object.keys(actual)).toEqual(Object.keys(expected));
      }
    }
  });

  it('ask the original once per kind of token', () => {
    const { tokens, getTokenProps } = highlight(CODE);
    const calls: TokenInputProps[] = [];
    const shared = sharedTokenProps((input) => {
      calls.push(input);
      return getTokenProps(input);
    });
    const all = tokens.flat();
    for (const token of all) shared({ token });
    const kinds = new Set(all.map((token) => `${token.types.join(' ')}|${token.empty != null}`));
    expect(calls).toHaveLength(kinds.size);
    expect(calls.length).toBeLessThan(all.length);
  });

  it('pass inputs with a class name or style to the original', () => {
    const { tokens, getTokenProps } = highlight(CODE);
    const token = tokens[0]![0]!;
    const shared = sharedTokenProps(getTokenProps);
    shared({ token });
    expect(shared({ token, className: 'extra' })).toStrictEqual(getTokenProps({ token, className: 'extra' }));
    expect(shared({ token, style: { color: 'red' } }).style).toMatchObject({ color: 'red' });
  });

  it('add the extra classes of each kind of token to its class name', () => {
    const { tokens, getTokenProps } = highlight(CODE);
    const shared = sharedTokenProps(getTokenProps, (types) => (types.includes('keyword') ? 'kw' : ''));
    for (const token of tokens.flat()) {
      const expected = getTokenProps({ token });
      const className = token.types.includes('keyword') ? `${expected.className} kw` : expected.className;
      expect(shared({ token })).toStrictEqual({ ...expected, className });
    }
  });

  it('share one cache per original function', () => {
    const { getTokenProps } = highlight(CODE);
    expect(sharedTokenProps(getTokenProps)).toBe(sharedTokenProps(getTokenProps));
  });
});
