import path from 'node:path';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isMermaidCode } from './fences';
import { diagramHash, renderFileName } from './hash';
import { DIAGRAMS_URL_PATH, type ColourMode } from './settings';
import { currentRenderKey, MissingRenderError, readRenders, type DiagramRenders } from './store';
import { diagramImage, type DiagramImage } from './svgRender';

const COLOUR_MODES: readonly ColourMode[] = ['light', 'dark'];

/** The stable class of a diagram's box; search indexing and the browser tests select it. */
export const DIAGRAM_CLASS = 'docusaurus-mermaid-container';

type JsxAttribute = MdxJsxFlowElement['attributes'][number];

function attribute(name: string, value: string): JsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** `style={{ minWidth: <n> }}` as MDX needs it: an expression with its estree. */
function minWidthStyle(minWidth: number): JsxAttribute {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: { type: 'Identifier', name: 'minWidth' },
              value: { type: 'Literal', value: minWidth },
            },
          ],
        },
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'style',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{minWidth: ${minWidth}}`,
      data: { estree: program },
    },
  };
}

function imageElement(image: DiagramImage): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'img',
    attributes: [
      attribute('className', `diagram-${image.mode}`),
      attribute('src', image.src),
      attribute('alt', ''),
      attribute('width', String(image.width)),
      attribute('height', String(image.height)),
      // The other mode's image is hidden, and a hidden lazy image is never fetched.
      attribute('loading', 'lazy'),
      attribute('decoding', 'async'),
      minWidthStyle(image.minWidth),
    ],
    children: [],
  };
}

/**
 * A diagram's box: a named image (role img, aria-label) that scrolls sideways when the diagram
 * is wider than the page, holding an `<img>` of each render; the stylesheet shows the one of the
 * colour mode. The SVG files are served as they are: no diagram markup in the page's HTML or JS.
 */
export function diagramElement(renders: DiagramRenders, urls: Record<ColourMode, string>): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      attribute('className', DIAGRAM_CLASS),
      attribute('role', 'img'),
      attribute('aria-label', renders.light.label),
      // Keyboard users can scroll a wide diagram.
      attribute('tabIndex', '0'),
    ],
    children: COLOUR_MODES.map((mode) => imageElement(diagramImage(renders[mode], mode, urls[mode]))),
  };
}

export interface RemarkDiagramsOptions {
  /** The site root, holding the diagrams folder. */
  siteDir: string;
  /** The site's base URL (`/` or `/notes/`): the renders are served under it. */
  baseUrl: string;
}

/** Replaces every ```mermaid fence by its committed renders; fails on a diagram without one. */
export default function remarkDiagrams({ siteDir, baseUrl }: RemarkDiagramsOptions) {
  return (tree: Root, file: VFile): void => {
    visit(tree, 'code', (node, index, parent) => {
      if (!isMermaidCode(node) || !parent || index === undefined) return;
      const hash = diagramHash(node.value, currentRenderKey());
      const renders = readRenders(siteDir, hash);
      if (!renders) {
        const source = path.relative(siteDir, file.path).split(path.sep).join('/');
        throw new MissingRenderError(source, node.position?.start.line ?? 1);
      }
      const url = (mode: ColourMode) => `${baseUrl}${DIAGRAMS_URL_PATH}${renderFileName(hash, mode)}`;
      parent.children[index] = diagramElement(renders, { light: url('light'), dark: url('dark') });
    });
  };
}
