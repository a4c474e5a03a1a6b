import { diagramHash, hashOfRenderFile, renderFileName, type RenderKey } from './hash';
import type { MermaidFence } from './fences';

/** A ```mermaid fence of a content file. */
export interface DiagramUse extends MermaidFence {
  /** Path relative to the site root, with forward slashes. */
  file: string;
}

/** What one `npm run diagrams` has to do. */
export interface RenderPlan {
  /** Every diagram text in use, by hash, with where it is used. */
  used: Map<string, DiagramUse[]>;
  /** Hashes to draw: a render is missing (or all, when forced). */
  toRender: string[];
  /** Files of the diagrams folder that no diagram uses any more. */
  unused: string[];
}

/** Compares the diagrams in the content with the files of the diagrams folder. */
export function planRenders(
  uses: readonly DiagramUse[],
  existingFiles: readonly string[],
  key: RenderKey,
  force = false,
): RenderPlan {
  const used = new Map<string, DiagramUse[]>();
  for (const use of uses) {
    const hash = diagramHash(use.source, key);
    used.set(hash, [...(used.get(hash) ?? []), use]);
  }
  const existing = new Set(existingFiles);
  const toRender = [...used.keys()]
    .filter(
      (hash) =>
        force || !existing.has(renderFileName(hash, 'light')) || !existing.has(renderFileName(hash, 'dark')),
    )
    .sort();
  const unused = existingFiles
    .filter((name) => {
      const hash = hashOfRenderFile(name);
      return hash !== undefined && !used.has(hash);
    })
    .sort();
  return { used, toRender, unused };
}
