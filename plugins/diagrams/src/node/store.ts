import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diagramHash, renderFileName, type RenderKey } from './hash';
import { DIAGRAMS_DIR, installedMermaidVersion, RENDER_SETTINGS, type ColourMode } from './settings';
import { parseStoredSvg, type StoredRender } from './svgRender';

export type DiagramRenders = Record<ColourMode, StoredRender>;

let renderKey: RenderKey | undefined;

/** The installed Mermaid version and our render settings (read once per process). */
export function currentRenderKey(): RenderKey {
  renderKey ??= { mermaidVersion: installedMermaidVersion(), settings: RENDER_SETTINGS };
  return renderKey;
}

/** The committed files of a diagram's two renders. */
export function renderPaths(siteDir: string, hash: string): Record<ColourMode, string> {
  const dir = path.join(siteDir, DIAGRAMS_DIR);
  return {
    light: path.join(dir, renderFileName(hash, 'light')),
    dark: path.join(dir, renderFileName(hash, 'dark')),
  };
}

/** True when both renders of this diagram text are committed for the current Mermaid and settings. */
export function hasRenders(siteDir: string, source: string, key = currentRenderKey()): boolean {
  const files = renderPaths(siteDir, diagramHash(source, key));
  return existsSync(files.light) && existsSync(files.dark);
}

/** Both renders of a diagram (by `diagramHash`), or undefined when one is missing (never drawn, or drawn for another text, version or setting). */
export function readRenders(siteDir: string, hash: string): DiagramRenders | undefined {
  const files = renderPaths(siteDir, hash);
  if (!existsSync(files.light) || !existsSync(files.dark)) return undefined;
  return {
    light: parseStoredSvg(readFileSync(files.light, 'utf8')),
    dark: parseStoredSvg(readFileSync(files.dark, 'utf8')),
  };
}

/** What the build and the content checker say about a diagram without an up-to-date render. */
export const MISSING_RENDER =
  `this Mermaid diagram has no up-to-date render in ${DIAGRAMS_DIR}/ ` +
  '(a new or changed diagram, or another Mermaid version): run `npm run diagrams` and commit the result';

/** Thrown by the remark plugin: the build stops on the first diagram without a render. */
export class MissingRenderError extends Error {
  constructor(file: string, line: number) {
    super(`${file}:${line}: ${MISSING_RENDER}`);
    this.name = 'MissingRenderError';
  }
}
