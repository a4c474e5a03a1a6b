import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findMermaidFences } from '../../plugins/diagrams/src/node/fences';

const root = path.resolve(import.meta.dirname, '../..');

/** Paths listed in the built sitemap, relative to the site root. */
export function sitemapPaths(): string[] {
  const file = path.join(root, 'build/sitemap.xml');
  if (!existsSync(file))
    throw new Error('build/sitemap.xml is missing: run the production build before the browser tests');
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

export interface ContentPage {
  permalink: string;
  source: string;
  mermaidBlocks: number;
}

/** Docs and blog posts with their source files, from the build's generated metadata. */
export function contentPages(): ContentPage[] {
  const pages: ContentPage[] = [];
  for (const plugin of ['docusaurus-plugin-content-docs', 'docusaurus-plugin-content-blog']) {
    const dir = path.join(root, '.docusaurus', plugin, 'default');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter(
      (file) => file.startsWith('site-') && file.endsWith('.json'),
    )) {
      const data = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {
        permalink?: string;
        source?: string;
        metadata?: { permalink: string; source: string };
      };
      const meta = data.metadata ?? data;
      if (!meta.permalink || !meta.source) continue;
      const sourceFile = path.join(root, meta.source.replace(/^@site\//, ''));
      const text = existsSync(sourceFile) ? readFileSync(sourceFile, 'utf8') : '';
      pages.push({
        permalink: meta.permalink,
        source: meta.source,
        mermaidBlocks: findMermaidFences(text).length,
      });
    }
  }
  return pages;
}
