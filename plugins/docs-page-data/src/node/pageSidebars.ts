import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { RouteShapeError, sidebarModuleName, sidebarModuleSource, splitSidebars } from './sidebarRoutes';

/** The browser's sidebar store, which every generated sidebar module imports (as `@site/…`). */
const STORE_FILE = fileURLToPath(new URL('../client/sidebarStore.ts', import.meta.url));

/** The sidebar store as the generated modules import it: `@site/…`. */
export function storeModule(siteDir: string): string {
  const relative = path.relative(siteDir, STORE_FILE);
  if (relative.startsWith('..')) throw new Error(`docs-page-data: ${STORE_FILE} is outside the site`);
  return `@site/${relative.split(path.sep).join('/')}`;
}

/**
 * Adds the docs plugin's routes with each sidebar in a module of its own, loaded by the routes of
 * the pages that show it; the version prop keeps no sidebars and no docs. See README.md.
 */
export async function addRoutesWithPageSidebars(
  routes: readonly RouteConfig[],
  actions: Pick<PluginContentLoadedActions, 'addRoute' | 'createData'>,
  store: string,
): Promise<void> {
  // First pass: which sidebars there are; then one module each; then the routes that load them.
  const modulePaths = new Map<string, string>();
  for (const route of routes) {
    for (const sidebar of splitSidebars(route, () => '').sidebars) {
      const name = sidebarModuleName(sidebar.key);
      if (modulePaths.has(name)) throw new RouteShapeError(`two sidebars write ${name}`);
      modulePaths.set(name, await actions.createData(name, sidebarModuleSource(sidebar, store)));
    }
  }
  let versionCount = 0;
  for (const route of routes) {
    const split = splitSidebars(route, (key) => modulePaths.get(sidebarModuleName(key)) ?? '');
    versionCount += split.versionCount;
    actions.addRoute(split.route);
  }
  if (versionCount === 0) throw new RouteShapeError('no version route with a `version` prop');
}
