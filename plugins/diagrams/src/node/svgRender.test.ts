import { describe, expect, it } from 'vitest';
import { mermaidSvg } from './testSvg';
import { diagramImage, parseStoredSvg, rootAttributes, roundCoordinates, toStoredSvg } from './svgRender';

describe('toStoredSvg', () => {
  const stored = toStoredSvg(mermaidSvg('mermaid-x', '#333'), '流程图：开始 & "结束"', 'light');

  it('sizes the root at the natural size and names it, without Mermaid’s sizing style and roles', () => {
    const attributes = rootAttributes(stored);
    expect(Object.fromEntries(attributes)).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      id: 'mermaid-x',
      class: 'flowchart',
      viewBox: '0 0 120.5 40.25',
      width: '121',
      height: '41',
      'data-mode': 'light',
      role: 'img',
      'aria-label': '流程图：开始 & "结束"',
    });
    expect(stored).toContain('aria-label="流程图：开始 &amp; &quot;结束&quot;"');
    expect(stored).toContain('<style>#mermaid-x{fill:#333;}</style>');
  });

  it('rounds long decimals inside tags only, never in the text', () => {
    expect(stored).toContain('translate(10.12, 5)');
    expect(stored).toContain('π 约为 3.14159');
    expect(roundCoordinates('<path d="M1.23456 -3.2800750208310675e-14"/>')).toBe('<path d="M1.23 -0"/>');
    // Compact path data: each number ends where the next dot starts one.
    expect(roundCoordinates('<path d="M12.2599.0001l.001-.45"/>')).toBe('<path d="M12.2599.0001l.001-.45"/>');
    expect(roundCoordinates('<path d="M0.0001 .45"/>')).toBe('<path d="M0 .45"/>');
  });

  it('reads back what it wrote', () => {
    expect(parseStoredSvg(stored)).toEqual({
      width: 121,
      height: 41,
      label: '流程图：开始 & "结束"',
      svg: stored.trim(),
    });
    expect(() => parseStoredSvg(mermaidSvg('mermaid-x', '#333'))).toThrow(/width, height or aria-label/);
    expect(() => parseStoredSvg('<p>no</p>')).toThrow(/not an <svg>/);
  });

  it('refuses an SVG without a viewBox', () => {
    expect(() => toStoredSvg('<svg id="x"><g/></svg>', 'x', 'light')).toThrow(/viewBox/);
  });
});

describe('diagramImage', () => {
  it('sizes the image at the render’s natural size, readable down to three quarters of it', () => {
    const render = parseStoredSvg(toStoredSvg(mermaidSvg('mermaid-x-dark', '#ccc'), '流程图', 'dark'));
    expect(diagramImage(render, 'dark', '/diagrams/x.dark.svg')).toEqual({
      src: '/diagrams/x.dark.svg',
      mode: 'dark',
      width: 121,
      height: render.height,
      minWidth: 91,
    });
  });
});
