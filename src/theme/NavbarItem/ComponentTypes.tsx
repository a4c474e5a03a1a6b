import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import NavbarOverflowMenu from '@site/src/components/NavbarOverflowMenu';

/** theme-classic's navbar item types, plus the 「更多」 menu of the sections the row cannot hold. */
export default {
  ...ComponentTypes,
  'custom-overflowMenu': NavbarOverflowMenu,
} satisfies ComponentTypesObject;
