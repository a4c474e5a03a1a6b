import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import NavbarOverflowMenu from '@site/src/components/NavbarOverflowMenu';

/**
 * The navbar item types this site renders (config/navbar.ts), plus the 「更多」 menu of the
 * sections the row cannot hold. theme-classic's own table imports all nine types into every
 * page's main bundle. `default` and `search` are the theme's own: it renders them itself.
 * Another type in the config (a dropdown, a locale or version menu, html…) makes `NavbarItem`
 * throw while the build renders the pages: add its component here.
 */
const componentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  doc: DocNavbarItem,
  'custom-overflowMenu': NavbarOverflowMenu,
};

export default componentTypes as Partial<ComponentTypesObject> as ComponentTypesObject;
