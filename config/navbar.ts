import type { Navbar } from '@docusaurus/theme-common';
import { sections } from './sections';
import { siteIdentity, siteLocation } from './site';

type NavbarItem = Navbar['items'][number];

/** Navbar item types this site uses: src/theme/NavbarItem/ComponentTypes bundles only these. */
export const navbarItemTypes = ['default', 'doc', 'search'] as const;
export type NavbarItemType = (typeof navbarItemTypes)[number];

/** The component type the theme renders an item with (no type: `default`, or `dropdown` with items). */
export function navbarItemType(item: NavbarItem): string {
  const type = typeof item.type === 'string' ? item.type : undefined;
  if (type === undefined || type === 'default') return 'items' in item ? 'dropdown' : 'default';
  return type;
}

const sectionItems: NavbarItem[] = sections.map(({ docId, label }) => ({
  type: 'doc',
  docId,
  label,
  position: 'left',
}));

export const navbar = {
  title: siteIdentity.title,
  hideOnScroll: true,
  logo: {
    alt: `${siteIdentity.title} 标志`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    ...sectionItems,
    { to: '/blog', label: '博客', position: 'right' },
    {
      href: siteLocation.repositoryUrl,
      label: '仓库',
      position: 'right',
      'aria-label': '源码仓库',
    },
    { type: 'search', position: 'right' },
  ],
} satisfies Omit<Navbar, 'style'> & { style?: Navbar['style'] };
