import type { Navbar } from '@docusaurus/theme-common';
import { sections, type Section, type SidebarId } from './sections';
import { siteIdentity, siteLocation } from './site';

type NavbarItem = Navbar['items'][number];

/**
 * Between the mobile breakpoint and 1200 px the row cannot hold all ten section links: the last
 * ones fold, in stages as the window narrows, into the 「更多」 menu (item type
 * `custom-overflowMenu`, src/components/NavbarOverflowMenu). Stage n's links carry the class
 * `navbar-fold-n`; the menu's stylesheet holds each stage's width, measured for these labels.
 */
const foldStage: Partial<Record<SidebarId, 1 | 2 | 3>> = {
  dockerSidebar: 3,
  pySidebar: 2,
  hcSidebar: 1,
  otherSidebar: 1,
};

function sectionItem({ docId, label, sidebarId }: Section): NavbarItem {
  const stage = foldStage[sidebarId as SidebarId];
  return { type: 'doc', docId, label, ...(stage && { className: `navbar-fold-${stage}` }) };
}

const sectionItems: NavbarItem[] = sections.map((section) => ({ ...sectionItem(section), position: 'left' }));

const overflowMenu: NavbarItem = {
  type: 'custom-overflowMenu',
  label: '更多',
  position: 'left',
  items: sections.filter(({ sidebarId }) => foldStage[sidebarId]).map(sectionItem),
};

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
    overflowMenu,
    { to: '/practice', label: '刷题', position: 'right' },
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
