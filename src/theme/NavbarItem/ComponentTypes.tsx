import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type { NavbarItemType } from '../../../config/navbar';

/**
 * Only the navbar item types config/navbar.ts uses (its test keeps the two in step): the
 * original map pulled the locale and version dropdowns into every page's main bundle.
 */
const ComponentTypes: Pick<ComponentTypesObject, NavbarItemType> = {
  default: DefaultNavbarItem,
  doc: DocNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
