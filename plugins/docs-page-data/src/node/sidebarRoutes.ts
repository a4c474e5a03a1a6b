import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';
import { SIDEBAR_ROUTE_MODULE, type SidebarKey } from '../shared/sidebarKey';
import { DocsRouteShapeError } from './routeShapeError';

/** One sidebar taken out of a version's metadata prop, to become its own module. */
export interface SplitSidebar {
  key: SidebarKey;
  items: PropSidebarItem[];
}

/** Thrown when the docs plugin's routes no longer have the shape this plugin relies on. */
export class RouteShapeError extends DocsRouteShapeError {
  constructor(detail: string) {
    super('docs-page-data', detail);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A version metadata prop (`toVersionMetadataProp` of the docs plugin), as far as this plugin reads it. */
function versionProp(route: RouteConfig): Record<string, unknown> | undefined {
  const version = route.props?.version;
  return isRecord(version) && 'docsSidebars' in version ? version : undefined;
}

/**
 * The sidebars of every version metadata prop in the route tree, and the same tree with those
 * props holding neither sidebars nor docs. Every route that names a sidebar (docs and category
 * indexes under the version) gets `modules[SIDEBAR_ROUTE_MODULE]` = `modulePath(key)`, so the
 * page loads its own sidebar with its other route modules. Throws a RouteShapeError if a route
 * names a sidebar its version lacks, or if the version prop is not as expected.
 */
export function splitSidebars(
  root: RouteConfig,
  modulePath: (key: SidebarKey) => string,
): { route: RouteConfig; sidebars: SplitSidebar[]; versionCount: number } {
  const sidebars: SplitSidebar[] = [];
  let versionCount = 0;

  function visit(route: RouteConfig, scope: Map<string, SidebarKey> | undefined): RouteConfig {
    let current = route;
    let names = scope;
    const version = versionProp(route);
    if (version) {
      const { pluginId, version: versionName, docsSidebars, docs } = version;
      if (typeof pluginId !== 'string' || typeof versionName !== 'string')
        throw new RouteShapeError(`version prop of ${route.path} without pluginId and version`);
      if (!isRecord(docsSidebars) || !isRecord(docs))
        throw new RouteShapeError(`version prop of ${route.path} without docsSidebars and docs objects`);
      names = new Map();
      for (const [sidebar, items] of Object.entries(docsSidebars)) {
        if (!Array.isArray(items)) throw new RouteShapeError(`sidebar ${sidebar} is not an item list`);
        const key = { pluginId, version: versionName, sidebar };
        names.set(sidebar, key);
        sidebars.push({ key, items: items as PropSidebarItem[] });
      }
      current = { ...route, props: { ...route.props, version: { ...version, docsSidebars: {}, docs: {} } } };
      versionCount += 1;
    } else if (typeof route.sidebar === 'string') {
      const key = names?.get(route.sidebar);
      if (!key)
        throw new RouteShapeError(
          `route ${route.path} names sidebar ${route.sidebar}, unknown to its version`,
        );
      if (route.modules?.[SIDEBAR_ROUTE_MODULE] !== undefined)
        throw new RouteShapeError(`route ${route.path} already has a ${SIDEBAR_ROUTE_MODULE} module`);
      current = { ...route, modules: { ...route.modules, [SIDEBAR_ROUTE_MODULE]: modulePath(key) } };
    }
    return current.routes
      ? { ...current, routes: current.routes.map((child) => visit(child, names)) }
      : current;
  }

  return { route: visit(root, undefined), sidebars, versionCount };
}

/** File name (under the plugin's data folder) of a sidebar's module. */
export function sidebarModuleName(key: SidebarKey): string {
  const safe = (text: string): string => encodeURIComponent(text).replace(/%/g, '_');
  return `page-sidebars/${safe(key.pluginId)}/${safe(key.version)}/${safe(key.sidebar)}.js`;
}

/**
 * A sidebar's module: it files the items in the browser's sidebar store as it is evaluated
 * (before the page renders: Docusaurus loads every route module of a page first) and exports them.
 */
export function sidebarModuleSource(sidebar: SplitSidebar, storeModule: string): string {
  return [
    `import { registerDocsSidebar } from ${JSON.stringify(storeModule)};`,
    `export default registerDocsSidebar(${JSON.stringify(sidebar.key)}, JSON.parse(${JSON.stringify(JSON.stringify(sidebar.items))}));`,
    '',
  ].join('\n');
}
