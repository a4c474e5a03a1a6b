import type { Footer } from '@docusaurus/theme-common';
import { sections } from './sections';
import { siteIdentity, siteLocation } from './site';

export const footer = {
  style: 'dark',
  logo: {
    alt: `${siteIdentity.title} 标志`,
    src: 'img/logo-dark.svg',
    srcDark: 'img/logo-dark.svg',
    href: '/',
    width: 48,
    height: 48,
  },
  links: [
    {
      title: '文档',
      items: sections.slice(0, 5).map(({ label, to }) => ({ label, to })),
    },
    {
      title: '关于作者',
      items: [
        { label: siteIdentity.author, to: '/blog/authors/mato' },
        { label: '全部作者', to: '/blog/authors' },
        { label: '文章归档', to: '/blog/archive' },
      ],
    },
    {
      title: '更多',
      items: [
        { label: '博客', to: '/blog' },
        { label: '简历', to: '/resume' },
        { label: '仓库', href: siteLocation.repositoryUrl },
      ],
    },
  ],
  copyright: `Copyright © ${siteIdentity.copyrightYear} ${siteIdentity.title} · ${siteIdentity.author}。使用 Docusaurus 构建。`,
} satisfies Footer;
