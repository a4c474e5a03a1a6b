/**
 * Every route the spec names, with text its main heading must contain.
 * Later issues extend this list; the route test visits each entry.
 */
export interface RouteCase {
  path: string;
  heading: string | RegExp;
  /** Where the heading is, when it is not the page's h1 (the blog list has none). */
  selector?: string;
}

export const landingRoutes: RouteCase[] = [
  { path: '/docs/Tutorial/intro', heading: /./ },
  { path: '/docs/Docker/install-docker', heading: /Docker/ },
  { path: '/docs/TypeScript/数据类型', heading: /类型/ },
  { path: '/docs/react', heading: /React/ },
  { path: '/docs/javascript', heading: /JavaScript/ },
  { path: '/docs/vue', heading: /Vue/ },
  { path: '/docs/liunx', heading: /./ },
  { path: '/docs/Python/环境配置/环境管理', heading: /环境/ },
  { path: '/docs/html-and-css', heading: /HTML|CSS/ },
  { path: '/docs/Other/webpack/常见面试题', heading: /webpack/i },
];

export const tutorialRoutes: RouteCase[] = [
  'congratulations',
  'create-a-blog-post',
  'create-a-document',
  'create-a-page',
  'deploy-your-site',
  'markdown-features',
].map((page) => ({ path: `/docs/Tutorial/tutorial-basics/${page}`, heading: /./ }));

/** The spec's 25 category pages, with their labels. */
export const categoryRoutes: RouteCase[] = [
  ['c-primer-plus', 'C Primer Plus'],
  ['js常用方法', 'JS常用方法'],
  ['liunx基础', 'liunx基础'],
  ['软件安装', '软件安装'],
  ['nodejs', 'Node.js'],
  ['react入门', 'React入门'],
  ['react面试题', 'React面试题'],
  ['tutorial---basics', 'Tutorial - Basics'],
  ['tutorial---extras', 'Tutorial - Extras'],
  ['vue-3', 'Vue 3'],
  ['vue的api', 'Vue的API'],
  ['vue-router', 'Vue Router'],
  ['vue实践', 'vue实践'],
  ['函数基础', '函数基础'],
  ['图解v8', '图解V8'],
  ['图解http', '图解HTTP'],
  ['图解tcp-ip', '图解TCP/IP'],
  ['数据库', '数据库'],
  ['数据结构和算法', '数据结构和算法'],
  ['正则表达式', '正则表达式'],
  ['浏览器', '浏览器'],
  ['程序设计基础', '程序设计基础'],
  ['网络通信', '网络通信'],
  ['设计模式', '设计模式'],
  ['面试题', '面试题'],
].map(([slug, label]) => ({ path: `/docs/category/${slug}`, heading: label! }));

export const docTagRoutes: RouteCase[] = [
  'book',
  'c',
  'c语言',
  'liunx',
  'react',
  'vue',
  '图解tcp-ip',
  '面试题',
].map((tag) => ({
  path: `/docs/tags/${tag}`,
  heading: /标签/,
}));

export const blogPosts = ['welcome', 'first-blog-post', 'long-blog-post', 'mdx-blog-post'] as const;

export const blogRoutes: RouteCase[] = [
  { path: '/blog', heading: /./, selector: 'main article h2' },
  { path: '/blog/archive', heading: /./ },
  { path: '/blog/authors', heading: /作者/ },
  { path: '/blog/authors/mato', heading: /沈知行/ },
  { path: '/blog/tags', heading: /标签/ },
  ...['docusaurus', 'facebook', 'hello', 'hola'].map((tag) => ({
    path: `/blog/tags/${tag}`,
    heading: /标签/,
  })),
  ...blogPosts.map((post) => ({ path: `/blog/${post}`, heading: /./ })),
];

export const generalRoutes: RouteCase[] = [
  { path: '/', heading: '码途笔记' },
  { path: '/docs', heading: '全部笔记' },
  { path: '/docs/tags', heading: /标签/ },
  { path: '/markdown-page', heading: /./ },
  { path: '/resume', heading: '简历' },
  { path: '/search', heading: '搜索' },
];

export const specRoutes: RouteCase[] = [
  ...generalRoutes,
  ...landingRoutes,
  ...tutorialRoutes,
  ...categoryRoutes,
  ...docTagRoutes,
  ...blogRoutes,
];
