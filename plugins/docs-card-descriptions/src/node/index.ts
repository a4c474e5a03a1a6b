import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { cardProblems } from './cardHtml';
import { checkMoved, moveCardDescriptions, type CardPage, type ExpectedRoutes } from './routeTree';

type DocsPluginModule = typeof import('@docusaurus/plugin-content-docs');

// The package is CommonJS with `exports.default`; require it as such under any loader.
const docsPluginModule = createRequire(import.meta.url)(
  '@docusaurus/plugin-content-docs',
) as DocsPluginModule;

/** MDX that imports theme-classic's doc cards. */
export const IMPORTS_DOC_CARDS = /['"]@theme\/DocCard(?:List)?['"]/;

/** Generated-index categories at any depth of the given sidebars (the docs plugin gives each a route). */
export function countGeneratedIndexes(items: readonly unknown[]): number {
  let count = 0;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const {
      type,
      link,
      items: children,
    } = item as { type?: unknown; link?: { type?: unknown }; items?: unknown };
    if (type !== 'category') continue;
    if (link?.type === 'generated-index') count += 1;
    if (Array.isArray(children)) count += countGeneratedIndexes(children);
  }
  return count;
}

async function expectedRoutes(content: LoadedContent, siteDir: string): Promise<ExpectedRoutes> {
  let categoryIndexCount = 0;
  const docSourcesWithCards = new Set<string>();
  for (const version of content.loadedVersions) {
    for (const items of Object.values(version.sidebars)) categoryIndexCount += countGeneratedIndexes(items);
    for (const doc of version.docs) {
      if (!doc.source.startsWith('@site/'))
        throw new Error(`docs-card-descriptions: unexpected doc source ${doc.source}`);
      const text = await readFile(path.join(siteDir, doc.source.slice('@site/'.length)), 'utf8');
      if (IMPORTS_DOC_CARDS.test(text)) docSourcesWithCards.add(doc.source);
    }
  }
  return { categoryIndexCount, docSourcesWithCards };
}

function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string {
  const local = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath;
  const trimmed = local.replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(outDir, `${trimmed}.html`), path.join(outDir, trimmed, 'index.html')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`docs-card-descriptions: no built page for ${routePath}`);
  return found;
}

/**
 * The docs plugin with the docs' descriptions out of the version metadata every docs page loads:
 * category indexes (and docs that render cards) get their cards' descriptions as a route prop,
 * which `src/theme/DocCard` reads. See README.md.
 */
async function docsWithCardDescriptions(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await docsPluginModule.default(context, options);
  const { contentLoaded, postBuild } = docs;
  if (!contentLoaded) throw new Error('docs-card-descriptions: the docs plugin has no contentLoaded()');
  let pages: CardPage[] = [];

  return {
    ...docs,
    async contentLoaded(args) {
      const expected = await expectedRoutes(args.content, context.siteDir);
      const seen: CardPage[] = [];
      let versionCount = 0;
      const addRoute = (route: RouteConfig): void => {
        const moved = moveCardDescriptions(route, expected);
        seen.push(...moved.pages);
        versionCount += moved.versionCount;
        args.actions.addRoute(moved.route);
      };
      await contentLoaded({ ...args, actions: { ...args.actions, addRoute } });
      checkMoved(seen, versionCount, expected);
      pages = seen;
    },
    async postBuild(props) {
      await postBuild?.(props);
      const problems: string[] = [];
      for (const page of pages) {
        const html = await readFile(htmlFileOf(props.outDir, props.siteConfig.baseUrl, page.path), 'utf8');
        problems.push(...cardProblems(page, html));
      }
      if (problems.length > 0) {
        throw new Error(`docs-card-descriptions: doc cards lost their descriptions:\n${problems.join('\n')}`);
      }
    },
  };
}

/** Options validated (and defaulted) exactly as the docs plugin's own; typed as any plugin for the config. */
const docsPlugin: PluginModule = Object.assign(
  (context: LoadContext, options: unknown) =>
    docsWithCardDescriptions(context, options as PluginOptions) as unknown as Promise<Plugin>,
  { validateOptions: docsPluginModule.validateOptions as NonNullable<PluginModule['validateOptions']> },
);
export default docsPlugin;
