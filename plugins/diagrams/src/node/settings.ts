import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Folder, relative to the site root, holding one committed SVG per diagram and colour mode. */
export const DIAGRAMS_DIR = 'static/diagrams';

/** Where the build serves that folder, relative to the base URL (Docusaurus copies `static/`). */
export const DIAGRAMS_URL_PATH = 'diagrams/';

/** Folders whose Markdown (md and mdx) may hold ```mermaid fences. */
export const CONTENT_DIRS = ['docs', 'blog'] as const;

/** The two colour modes every diagram is drawn in, with the Mermaid theme of each. */
export const MERMAID_THEMES = { light: 'neutral', dark: 'dark' } as const;
export type ColourMode = keyof typeof MERMAID_THEMES;

/**
 * Everything besides the diagram text and the Mermaid version that decides how a render
 * looks; it is part of each render's hash. Bump `format` when the post-processing changes.
 */
export const RENDER_SETTINGS = {
  format: 2,
  themes: MERMAID_THEMES,
  // Extra CSS per mode, inside the SVG (the page's styles cannot reach an <img>): Mermaid's dark
  // theme draws edge labels #ccc on #585858 (4.4:1); a darker background reaches AA.
  themeCSS: {
    light: '',
    dark: '.edgeLabel, .edgeLabel p { background-color: #4d4d4d !important; }',
  },
  // Mermaid's own font stack, with the CJK font the renders are measured with named.
  fontFamily: '"trebuchet ms", verdana, arial, "Noto Sans CJK SC", sans-serif',
  securityLevel: 'strict',
  // The page's CSS scales wide diagrams (src/css/custom.css); Mermaid keeps natural sizes.
  useMaxWidth: false,
} as const;

export type RenderSettings = typeof RENDER_SETTINGS;

const require = createRequire(import.meta.url);

/** The version of the `mermaid` package in node_modules. */
export function installedMermaidVersion(): string {
  const manifest = path.join(path.dirname(require.resolve('mermaid')), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The browser bundle the render script loads into Chromium. */
export function mermaidBrowserBundle(): string {
  return path.join(path.dirname(require.resolve('mermaid')), 'mermaid.min.js');
}
