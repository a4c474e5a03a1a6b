import type { ColourMode } from './settings';

/** A render as committed and as the build reads it back. */
export interface StoredRender {
  width: number;
  height: number;
  /** The accessible name of the diagram. */
  label: string;
  /** The whole `<svg>` element. */
  svg: string;
}

const ROOT_TAG = /^\s*<svg\b([^>]*)>/;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

/** The attributes of an SVG's root element, unescaped. */
export function rootAttributes(svg: string): Map<string, string> {
  const tag = ROOT_TAG.exec(svg);
  if (!tag) throw new Error('not an <svg> element');
  return new Map([...tag[1]!.matchAll(ATTRIBUTE)].map((match) => [match[1]!, unescapeXml(match[2]!)]));
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function unescapeXml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Root attributes Mermaid writes that the stored file keeps. */
const KEPT_ATTRIBUTES = ['xmlns', 'xmlns:xlink', 'id', 'class', 'viewBox'];

/**
 * The file committed for one colour mode: Mermaid's SVG with a root element of ours, sized at
 * the diagram's natural size (its viewBox), named for readers (role img and aria-label), and
 * with Mermaid's sizing style and ARIA roles dropped.
 */
export function toStoredSvg(mermaidSvg: string, label: string, mode: ColourMode): string {
  const attributes = rootAttributes(mermaidSvg);
  const viewBox = (attributes.get('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (viewBox.length !== 4 || viewBox.some((value) => !Number.isFinite(value)))
    throw new Error(`Mermaid drew an SVG without a usable viewBox: ${attributes.get('viewBox')}`);
  const root: [string, string][] = [
    ...KEPT_ATTRIBUTES.filter((name) => attributes.has(name)).map((name): [string, string] => [
      name,
      attributes.get(name)!,
    ]),
    ['width', String(Math.ceil(viewBox[2]!))],
    ['height', String(Math.ceil(viewBox[3]!))],
    ['data-mode', mode],
    ['role', 'img'],
    ['aria-label', label],
  ];
  return roundCoordinates(mermaidSvg.replace(ROOT_TAG, () => rootTag(root))) + '\n';
}

/** Numbers with more than two decimals inside tags (coordinates, paths), rounded to two; text is left alone. */
export function roundCoordinates(svg: string): string {
  return svg.replace(/<[^>]+>/g, (tag) =>
    // Whole numbers only: in compact path data (`1.2345.67`) a neighbour starts at the next dot.
    tag.replace(/(?<![\d.])(\d+\.\d{3,})(e-?\d+)?(?![\d.])/g, (_, number: string, exponent?: string) =>
      exponent ? '0' : String(Number(Number(number).toFixed(2))),
    ),
  );
}

/** Reads a committed file back; throws when it is not one `toStoredSvg` wrote. */
export function parseStoredSvg(text: string): StoredRender {
  const attributes = rootAttributes(text);
  const width = Number(attributes.get('width'));
  const height = Number(attributes.get('height'));
  const label = attributes.get('aria-label');
  if (!(width > 0) || !(height > 0) || label === undefined)
    throw new Error('the file lacks the width, height or aria-label the render script writes');
  return { width, height, label, svg: text.trim() };
}

/** The smallest scale a diagram is drawn at before its box scrolls sideways instead. */
export const MIN_SCALE = 0.75;

function rootTag(attributes: Iterable<[string, string]>): string {
  return `<svg ${[...attributes].map(([name, value]) => `${name}="${escapeXml(value)}"`).join(' ')}>`;
}

/** The `<img>` of one render in the page: decorative (its box carries the name), at its natural size. */
export interface DiagramImage {
  src: string;
  mode: ColourMode;
  width: number;
  height: number;
  /** Narrower screens scroll the box rather than shrink the diagram below this. */
  minWidth: number;
}

export function diagramImage(render: StoredRender, mode: ColourMode, src: string): DiagramImage {
  return {
    src,
    mode,
    width: render.width,
    height: render.height,
    minWidth: Math.round(render.width * MIN_SCALE),
  };
}
