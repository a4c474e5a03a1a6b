import path from 'node:path';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isMermaidCode } from './fences';
import { MissingRenderError, readRenders, type DiagramRenders } from './store';
import { toEmbeddedSvg } from './svgRender';

/** The stable class of a diagram's box; search indexing and the browser tests select it. */
export const DIAGRAM_CLASS = 'docusaurus-mermaid-container';

function expression(value: unknown): Program {
  return {
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
              key: { type: 'Identifier', name: '__html' },
              value: { type: 'Literal', value: value as string },
            },
          ],
        },
      },
    ],
  };
}

/**
 * A diagram's box: a named image (role img, aria-label) that scrolls sideways when the diagram
 * is wider than the page, holding both renders; the stylesheet shows the one of the colour mode.
 */
export function diagramElement(renders: DiagramRenders): MdxJsxFlowElement {
  const html = toEmbeddedSvg(renders.light, 'light') + toEmbeddedSvg(renders.dark, 'dark');
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: DIAGRAM_CLASS },
      { type: 'mdxJsxAttribute', name: 'role', value: 'img' },
      { type: 'mdxJsxAttribute', name: 'aria-label', value: renders.light.label },
      // Keyboard users can scroll a wide diagram.
      { type: 'mdxJsxAttribute', name: 'tabIndex', value: '0' },
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: expression(html) } },
      },
    ],
    children: [],
  };
}

export interface RemarkDiagramsOptions {
  /** The site root, holding the diagrams folder. */
  siteDir: string;
}

/** Replaces every ```mermaid fence by its committed renders; fails on a diagram without one. */
export default function remarkDiagrams({ siteDir }: RemarkDiagramsOptions) {
  return (tree: Root, file: VFile): void => {
    visit(tree, 'code', (node, index, parent) => {
      if (!isMermaidCode(node) || !parent || index === undefined) return;
      const renders = readRenders(siteDir, node.value);
      if (!renders) {
        const source = path.relative(siteDir, file.path).split(path.sep).join('/');
        throw new MissingRenderError(source, node.position?.start.line ?? 1);
      }
      parent.children[index] = diagramElement(renders);
    });
  };
}
