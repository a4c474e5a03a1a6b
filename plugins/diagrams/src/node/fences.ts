import type { Code, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';

/** One ```mermaid fence: its text as the Markdown parser gives it, and its 1-based line. */
export interface MermaidFence {
  source: string;
  line: number;
}

/** True for a code node the site draws as a diagram. */
export function isMermaidCode(node: Code): boolean {
  return node.lang === 'mermaid';
}

/** The ```mermaid fences of a Markdown tree, in document order. */
export function mermaidFencesOf(tree: Root): MermaidFence[] {
  const fences: MermaidFence[] = [];
  visit(tree, 'code', (node) => {
    if (isMermaidCode(node)) fences.push({ source: node.value, line: node.position?.start.line ?? 1 });
  });
  return fences;
}

/**
 * The ```mermaid fences of a Markdown or MDX file, parsed as CommonMark: fences inside longer
 * fences (examples of Markdown) are not diagrams, indented fences lose their indentation.
 */
export function findMermaidFences(markdown: string): MermaidFence[] {
  if (!markdown.includes('mermaid')) return [];
  return mermaidFencesOf(fromMarkdown(markdown));
}
