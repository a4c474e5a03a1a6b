import { findMermaidFences } from '../../../plugins/diagrams/src/node/fences';
import { MISSING_RENDER } from '../../../plugins/diagrams/src/node/store';
import type { Finding, Page } from '../types';

/** Every ```mermaid fence has its renders committed (`npm run diagrams`); the build needs them. */
export function checkDiagramRenders(page: Page, hasRenders: (source: string) => boolean): Finding[] {
  return findMermaidFences(page.body)
    .filter((fence) => !hasRenders(fence.source))
    .map((fence) => ({
      file: page.file,
      line: page.bodyLine + fence.line - 1,
      rule: 'diagram-render',
      message: MISSING_RENDER,
    }));
}
