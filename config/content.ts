import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { fileURLToPath } from 'node:url';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkTestBlocks from '../plugins/code-blocks/src/node/remarkTestBlocks';
import { practicePermalinks } from '../plugins/practice/src/node/permalinks';
import remarkPractice from '../plugins/practice/src/node/remarkPractice';
import remarkRunner from '../plugins/code-runner/src/node/remarkRunner';
import remarkDiagrams from '../plugins/diagrams/src/node/remarkDiagrams';
import { siteIdentity, siteLocation } from './site';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bold and italics next to Chinese punctuation render (CommonMark alone drops them); ```mermaid
 * fences become images of the SVG `npm run diagrams` drew (no diagram code runs in the browser);
 * ```tsx test fences (behaviour tests the content checker runs) show collapsed under 「验证」;
 * js/ts samples carry the code runner's verdict (plugins/code-runner).
 */
const remarkPlugins = [
  remarkCjkFriendly,
  remarkTestBlocks,
  remarkRunner,
  [remarkDiagrams, { siteDir, baseUrl: siteLocation.baseUrl }],
];

export const docsOptions = {
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl: `${siteLocation.repositoryUrl}/edit/main/`,
  tags: 'tags.yml',
  onInlineTags: 'throw',
  breadcrumbs: true,
  // Each interview question gets the anchor practice links to; each 面试题 section a link to
  // /practice scoped to its page (plugins/practice).
  remarkPlugins: [...remarkPlugins, [remarkPractice, { siteDir, permalinks: practicePermalinks }]],
} satisfies DocsOptions;

export const blogOptions = {
  routeBasePath: 'blog',
  showReadingTime: true,
  blogTitle: '博客',
  blogDescription: `${siteIdentity.title}的博客：关于本站如何写作、校验与构建。`,
  blogSidebarTitle: '最近的文章',
  blogSidebarCount: 'ALL',
  postsPerPage: 10,
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  editUrl: `${siteLocation.repositoryUrl}/edit/main/`,
  feedOptions: {
    type: ['rss', 'atom'],
    title: `${siteIdentity.title} · 博客`,
    description: `${siteIdentity.title}的博客更新`,
    copyright: `Copyright © ${siteIdentity.copyrightYear} ${siteIdentity.author}`,
    language: 'zh-Hans',
    xslt: false,
  },
  remarkPlugins,
} satisfies BlogOptions;
