/**
 * The ten note sections: one sidebar each, one navbar link each,
 * one card each on the home page and on /docs. Pure data, shared by
 * the Node-side config and the browser-side pages.
 */
export interface Section {
  /** Sidebar id in sidebars.ts. */
  sidebarId: string;
  /** Folder under docs/ that the sidebar is generated from. */
  dirName: string;
  /** Navbar and card label. */
  label: string;
  /** Entry page of the section (the navbar link target). */
  to: string;
  /** Doc id of the entry page: the navbar links it and stays active across the whole sidebar. */
  docId: string;
  /** One sentence shown on the cards. */
  summary: string;
}

export const sections = [
  {
    sidebarId: 'tutorialSidebar',
    dirName: 'Tutorial',
    label: '教程',
    to: '/docs/Tutorial/intro',
    docId: 'Tutorial/intro',
    summary: '本站如何写笔记、校验示例代码、构建与部署。',
  },
  {
    sidebarId: 'tsSidebar',
    dirName: 'TypeScript',
    label: 'TypeScript',
    to: '/docs/TypeScript/数据类型',
    docId: 'TypeScript/数据类型',
    summary: '从基础类型到条件类型、工具类型与 tsconfig。',
  },
  {
    sidebarId: 'reactSidebar',
    dirName: 'React',
    label: 'React',
    to: '/docs/react',
    docId: 'React/总览',
    summary: 'React 19 的 Hooks、Fiber、调度、Redux 与面试题。',
  },
  {
    sidebarId: 'jsSidebar',
    dirName: 'JavaScript',
    label: 'JavaScript',
    to: '/docs/javascript',
    docId: 'JavaScript/总览',
    summary: '闭包、原型、事件循环、常用方法与 Node.js。',
  },
  {
    sidebarId: 'vueSidebar',
    dirName: 'Vue',
    label: 'Vue',
    to: '/docs/vue',
    docId: 'Vue/总览',
    summary: 'Vue 3.5 的响应式、组合式 API、Router 与实践。',
  },
  {
    sidebarId: 'liunxSidebar',
    dirName: 'Liunx',
    label: 'Liunx',
    to: '/docs/liunx',
    docId: 'Liunx/总览',
    summary: 'Linux 命令、软件安装、Shell 与数据库。',
  },
  {
    sidebarId: 'dockerSidebar',
    dirName: 'Docker',
    label: 'Docker',
    to: '/docs/Docker/install-docker',
    docId: 'Docker/install-docker',
    summary: '安装、镜像、容器、Dockerfile、数据卷、网络与 Compose。',
  },
  {
    sidebarId: 'pySidebar',
    dirName: 'Python',
    label: 'Python',
    to: '/docs/Python/环境配置/环境管理',
    docId: 'Python/环境配置/环境管理',
    summary: '环境管理、语法、数据结构、函数、类与模块。',
  },
  {
    sidebarId: 'hcSidebar',
    dirName: 'HTML-and-CSS',
    label: 'HTML和CSS',
    to: '/docs/html-and-css',
    docId: 'HTML-and-CSS/总览',
    summary: '语义化、盒模型、BFC、Flex、Grid 与常见布局。',
  },
  {
    sidebarId: 'otherSidebar',
    dirName: 'Other',
    label: '其他',
    to: '/docs/Other/webpack/常见面试题',
    docId: 'Other/webpack/常见面试题',
    summary: 'webpack、设计模式、算法、浏览器、网络与读书笔记。',
  },
] as const satisfies readonly Section[];

export type SidebarId = (typeof sections)[number]['sidebarId'];
