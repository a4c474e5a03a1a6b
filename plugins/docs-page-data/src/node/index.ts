import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { guardedReplacements } from '../../../shared/guardedReplacement';
import { cardProblems } from './cardHtml';
import { checkMoved, moveCardDescriptions, type CardPage, type ExpectedRoutes } from './cardRoutes';
import { addRoutesWithPageSidebars, storeModule } from './pageSidebars';
import { VERSION_NOTICE_MODULES, versionNoticesUnused } from './versionNotices';

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
        throw new Error(`docs-page-data: unexpected doc source ${doc.source}`);
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
  if (!found) throw new Error(`docs-page-data: no built page for ${routePath}`);
  return found;
}

const fromHere = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/**
 * The docs routes' own modules, as one chunk instead of nine of 0.2–4 KB that only docs pages
 * load: theme-classic's docs layout, sidebar and doc item, this plugin's sidebar store and theme
 * wrappers, and the docs plugin's and version's data.
 */
export const DOCS_SHELL_MODULES = new RegExp(
  [
    String.raw`[\/]docusaurus-plugin-content-docs[\/]default[\/](__plugin|p[\/]docs-[0-9a-f]+)\.json$`,
    String.raw`@docusaurus[\/]theme-classic[\/]lib[\/]theme[\/](DocsRoot|DocVersionRoot|DocRoot|DocSidebar|DocSidebarItem|DocSidebarItems|DocItem|DocBreadcrumbs|DocPaginator|BackToTopButton)[\/]`,
    String.raw`@docusaurus[\/]plugin-content-docs[\/]lib[\/]client[\/]`,
    String.raw`[\/]plugins[\/]docs-page-data[\/]src[\/](client|shared)[\/]`,
    String.raw`[\/]plugins[\/]docs-page-data[\/]src[\/]theme[\/](DocRoot|DocItem)[\/]`,
  ].join('|'),
);

/**
 * The docs plugin with less in the data every docs page loads. Each page loads only its own
 * sidebar (`pageSidebars.ts`); category indexes and docs that render cards get their cards'
 * descriptions as a route prop (`cardRoutes.ts`), read by this plugin's `DocCard` wrapper; the
 * version banner and badge are left out when no version has one. See README.md.
 */
async function docsPageData(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const docs = await docsPluginModule.default(context, options);
  const { contentLoaded, configureWebpack, postBuild } = docs;
  if (!contentLoaded) throw new Error('docs-page-data: the docs plugin has no contentLoaded()');
  const store = storeModule(context.siteDir);
  let pages: CardPage[] = [];
  let leaveOutVersionNotices = false;

  return {
    ...docs,
    getThemePath: () => fromHere('../theme'),
    async contentLoaded(args) {
      leaveOutVersionNotices = versionNoticesUnused(args.content.loadedVersions);
      const expected = await expectedRoutes(args.content, context.siteDir);
      const routes: RouteConfig[] = [];
      const seen: CardPage[] = [];
      let versionCount = 0;
      const addRoute = (route: RouteConfig): void => {
        const moved = moveCardDescriptions(route, expected);
        seen.push(...moved.pages);
        versionCount += moved.versionCount;
        routes.push(moved.route);
      };
      await contentLoaded({ ...args, actions: { ...args.actions, addRoute } });
      checkMoved(seen, versionCount, expected);
      pages = seen;
      await addRoutesWithPageSidebars(routes, args.actions, store);
    },
    // Runs after contentLoaded(): the versions are known.
    configureWebpack(config, isServer, utils, content) {
      const own = configureWebpack?.call(docs, config, isServer, utils, content) ?? {};
      const replacements = leaveOutVersionNotices
        ? guardedReplacements(
            'docs-page-data',
            context.siteDir,
            utils.currentBundler.instance.NormalModuleReplacementPlugin,
            [
              {
                what: 'the docs version banner and badge, unused by every version',
                pattern: VERSION_NOTICE_MODULES,
                replacement: fromHere('../client/noVersionNotice.ts'),
                target: { package: '@docusaurus/theme-classic', version: '3.10.2' },
              },
            ],
          )
        : [];
      // The dev server keeps Docusaurus's own chunks.
      const docsShell =
        isServer || config.mode !== 'production'
          ? {}
          : {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    'docs-page-data-shell': {
                      test: DOCS_SHELL_MODULES,
                      name: 'docs-shell',
                      chunks: 'async' as const,
                      enforce: true,
                      priority: 45,
                    },
                  },
                },
              },
            };
      return { ...own, ...docsShell, plugins: [...(own.plugins ?? []), ...replacements] };
    },
    async postBuild(props) {
      await postBuild?.(props);
      const problems: string[] = [];
      for (const page of pages) {
        const html = await readFile(htmlFileOf(props.outDir, props.siteConfig.baseUrl, page.path), 'utf8');
        problems.push(...cardProblems(page, html));
      }
      if (problems.length > 0) {
        throw new Error(`docs-page-data: doc cards lost their descriptions:\n${problems.join('\n')}`);
      }
    },
  };
}

/** Options validated (and defaulted) exactly as the docs plugin's own; typed as any plugin for the config. */
const docsPlugin: PluginModule = Object.assign(
  (context: LoadContext, options: unknown) =>
    docsPageData(context, options as PluginOptions) as unknown as Promise<Plugin>,
  { validateOptions: docsPluginModule.validateOptions as NonNullable<PluginModule['validateOptions']> },
);
export default docsPlugin;
