import type { PropSidebar, PropSidebarItem, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { sidebarKeyString, type SidebarKey } from '../shared/sidebarKey';

/** Sidebar key → items, filled by each sidebar's module as it loads (see README.md). */
export type SidebarStore = Map<string, PropSidebar>;

const loadedSidebars: SidebarStore = new Map();

/** Called by the generated sidebar modules: files the items under their key and returns them. */
export function registerDocsSidebar(
  key: SidebarKey,
  items: PropSidebar,
  store: SidebarStore = loadedSidebars,
): PropSidebar {
  store.set(sidebarKeyString(key), items);
  return items;
}

/**
 * The version metadata with the given sidebar back in `docsSidebars`, as the docs plugin wrote it
 * before this plugin moved sidebars out (the route of a page that names a sidebar loads it first).
 * Without a sidebar name, the version as it is. Throws if the sidebar's module has not loaded.
 */
export function versionWithSidebar(
  version: PropVersionMetadata,
  sidebar: string | undefined,
  store: SidebarStore = loadedSidebars,
): PropVersionMetadata {
  if (sidebar === undefined) return version;
  const items = store.get(
    sidebarKeyString({ pluginId: version.pluginId, version: version.version, sidebar }),
  );
  if (!items) {
    throw new Error(
      `docs-page-data: sidebar "${sidebar}" of docs version "${version.version}" was not loaded with its route`,
    );
  }
  return { ...version, docsSidebars: { ...version.docsSidebars, [sidebar]: items } };
}

/**
 * A doc card's item without its doc id: theme-classic's card looks the id up in the version's
 * docs (only for the description, which this plugin's card descriptions now hand it), and the
 * version metadata no longer lists docs.
 */
export function withoutDocLookup(item: PropSidebarItem): PropSidebarItem {
  return item.type === 'link' && item.docId !== undefined ? { ...item, docId: undefined } : item;
}
