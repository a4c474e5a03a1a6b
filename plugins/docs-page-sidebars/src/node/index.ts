import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { RouteShapeError, sidebarModuleName, sidebarModuleSource, splitSidebars } from './routeTree';
import { guardedReplacements } from '../../../shared/guardedReplacement';
import { VERSION_NOTICE_MODULES, versionNoticesUnused } from './versionNotices';

/** Renders nothing in place of the version banner and badge (when no version has one). */
const NO_VERSION_NOTICE = fileURLToPath(new URL('../client/noVersionNotice.ts', import.meta.url));

/** The browser's sidebar store, which every generated sidebar module imports (as `@site/…`). */
const STORE_FILE = fileURLToPath(new URL('../client/sidebarStore.ts', import.meta.url));

function siteAlias(siteDir: string, file: string): string {
  const relative = path.relative(siteDir, file);
  if (relative.startsWith('..')) throw new Error(`docs-page-sidebars: ${file} is outside the site`);
  return `@site/${relative.split(path.sep).join('/')}`;
}

/**
 * Wraps a docs plugin (`@docusaurus/plugin-content-docs` or a wrapper of it) so that the version
 * metadata every docs page loads holds no sidebars and no docs: each sidebar becomes a module of
 * its own, loaded by the routes of the pages that show it. See README.md.
 */
export function withPageSidebars(docsPlugin: PluginModule): PluginModule {
  async function pageSidebarsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
    const docs = (await docsPlugin(context, options as never)) as Plugin;
    const { contentLoaded, configureWebpack } = docs;
    let leaveOutVersionNotices = false;
    if (!contentLoaded) throw new Error('docs-page-sidebars: the docs plugin has no contentLoaded()');
    const storeModule = siteAlias(context.siteDir, STORE_FILE);
    return {
      ...docs,
      async contentLoaded(args) {
        const { loadedVersions } = args.content as { loadedVersions: { banner: unknown; badge: unknown }[] };
        leaveOutVersionNotices = versionNoticesUnused(loadedVersions);
        const routes: RouteConfig[] = [];
        await contentLoaded({
          ...args,
          actions: { ...args.actions, addRoute: (route) => routes.push(route) },
        });
        // First pass: which sidebars there are; then one module each; then the routes that load them.
        const modulePaths = new Map<string, string>();
        for (const route of routes) {
          for (const sidebar of splitSidebars(route, () => '').sidebars) {
            const name = sidebarModuleName(sidebar.key);
            if (modulePaths.has(name)) throw new RouteShapeError(`two sidebars write ${name}`);
            modulePaths.set(
              name,
              await args.actions.createData(name, sidebarModuleSource(sidebar, storeModule)),
            );
          }
        }
        let versionCount = 0;
        for (const route of routes) {
          const split = splitSidebars(route, (key) => modulePaths.get(sidebarModuleName(key)) ?? '');
          versionCount += split.versionCount;
          args.actions.addRoute(split.route);
        }
        if (versionCount === 0) throw new RouteShapeError('no version route with a `version` prop');
      },
      // Runs after contentLoaded(): the versions are known.
      configureWebpack(config, isServer, utils, content) {
        const own = configureWebpack?.call(docs, config, isServer, utils, content) ?? {};
        if (!leaveOutVersionNotices) return own;
        const replacements = guardedReplacements(
          'docs-page-sidebars',
          context.siteDir,
          utils.currentBundler.instance.NormalModuleReplacementPlugin,
          [
            {
              what: 'the docs version banner and badge, unused by every version',
              pattern: VERSION_NOTICE_MODULES,
              replacement: NO_VERSION_NOTICE,
              target: { package: '@docusaurus/theme-classic', version: '3.10.2' },
            },
          ],
        );
        return { ...own, plugins: [...(own.plugins ?? []), ...replacements] };
      },
    };
  }
  return Object.assign(
    pageSidebarsPlugin,
    docsPlugin.validateOptions ? { validateOptions: docsPlugin.validateOptions } : {},
  );
}
