import { createHash } from 'node:crypto';
import type { ColourMode, RenderSettings } from './settings';

/** What besides its text decides a diagram's render: a change to either makes old renders stale. */
export interface RenderKey {
  mermaidVersion: string;
  settings: RenderSettings;
}

/** 16 hex digits of SHA-256 over the diagram text, the Mermaid version and the render settings. */
export function diagramHash(source: string, key: RenderKey): string {
  return createHash('sha256')
    .update(JSON.stringify([key.mermaidVersion, key.settings, source]))
    .digest('hex')
    .slice(0, 16);
}

/** The committed file of one colour mode's render: `<hash>.<mode>.svg`. */
export function renderFileName(hash: string, mode: ColourMode): string {
  return `${hash}.${mode}.svg`;
}

const RENDER_FILE = /^([0-9a-f]{16})\.(light|dark)\.svg$/;

/** The hash a file in the diagrams folder holds a render of, or undefined for other files. */
export function hashOfRenderFile(name: string): string | undefined {
  return RENDER_FILE.exec(name)?.[1];
}
