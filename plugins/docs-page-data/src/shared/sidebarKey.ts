/** The route module (so, the route component's prop) that holds a docs page's own sidebar. */
export const SIDEBAR_ROUTE_MODULE = 'docsSidebarItems';

/** Which sidebar: docs plugin instance, version and sidebar name. */
export interface SidebarKey {
  readonly pluginId: string;
  readonly version: string;
  readonly sidebar: string;
}

/** One string per sidebar, for the browser's sidebar store. */
export const sidebarKeyString = ({ pluginId, version, sidebar }: SidebarKey): string =>
  JSON.stringify([pluginId, version, sidebar]);
