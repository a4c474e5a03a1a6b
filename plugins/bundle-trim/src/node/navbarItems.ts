/**
 * theme-classic's navbar item types (`NavbarItem/ComponentTypes`) and the theme modules that
 * only they need. Types the site's navbar never uses can be left out of the main bundle.
 */
export const NAVBAR_ITEM_MODULES = {
  default: ['DefaultNavbarItem'],
  search: ['SearchNavbarItem'],
  doc: ['DocNavbarItem'],
  dropdown: ['DropdownNavbarItem'],
  localeDropdown: ['LocaleDropdownNavbarItem', 'DropdownNavbarItem'],
  html: ['HtmlNavbarItem'],
  docSidebar: ['DocSidebarNavbarItem'],
  docsVersion: ['DocsVersionNavbarItem'],
  docsVersionDropdown: ['DocsVersionDropdownNavbarItem', 'DropdownNavbarItem'],
} as const satisfies Record<string, readonly string[]>;

export type NavbarItemType = keyof typeof NAVBAR_ITEM_MODULES;

/** Types that must stay bundled whatever the config says: the theme itself renders them. */
const ALWAYS_KEPT: readonly NavbarItemType[] = ['default', 'search'];

/** The types a list of navbar items renders, as NavbarItem resolves them (dropdown items too). */
export function navbarItemTypes(items: readonly unknown[]): Set<string> {
  const types = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { type, items: children } = item as { type?: unknown; items?: unknown };
    const hasItems = Array.isArray(children);
    // NavbarItem's own rule: no type (or "default") with `items` is a dropdown.
    const resolved =
      typeof type === 'string' && type !== 'default' ? type : hasItems ? 'dropdown' : 'default';
    types.add(resolved);
    if (hasItems) for (const child of navbarItemTypes(children)) types.add(child);
  }
  return types;
}

/**
 * A site's own item type: Docusaurus's config schema accepts only this prefix besides its own
 * types, and the site adds the component in a swizzle of `NavbarItem/ComponentTypes`. Such a
 * component needs none of the modules above unless its items use them: it renders them through
 * `@theme/NavbarItem`, and their types are counted like a dropdown's (one that imported a module
 * of the table itself would get the stand-in, which throws when server rendering reaches it).
 */
const CUSTOM_TYPE = /^custom-/;

/**
 * The theme modules no used type needs. Throws on a type theme-classic's table here lacks
 * (other than a site's own `custom-` type), so a new type is never dropped by mistake.
 */
export function unusedNavbarModules(items: readonly unknown[]): string[] {
  const used = [...navbarItemTypes(items)].filter((type) => !CUSTOM_TYPE.test(type));
  for (const type of used) {
    if (!(type in NAVBAR_ITEM_MODULES)) {
      throw new Error(`bundle-trim: navbar item type "${type}" is not in NAVBAR_ITEM_MODULES; add it there`);
    }
  }
  const kept = new Set<string>(
    [...used, ...ALWAYS_KEPT].flatMap((type) => NAVBAR_ITEM_MODULES[type as NavbarItemType]),
  );
  const all = new Set<string>(Object.values(NAVBAR_ITEM_MODULES).flat());
  return [...all].filter((name) => !kept.has(name)).sort();
}

/** theme-classic's own file of each named navbar item module (a site swizzle is never matched). */
export function navbarModulesPattern(names: readonly string[]): RegExp | undefined {
  if (names.length === 0) return undefined;
  return new RegExp(
    String.raw`@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]NavbarItem[\\/](?:${names.join('|')})(?:[\\/]index)?(?:\.js)?$`,
  );
}
