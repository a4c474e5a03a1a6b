/**
 * Every route the spec names, with text its main heading must contain.
 * The crawl (crawl.spec.ts) visits each entry with the sitemap and checks its heading.
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
  { path: '/practice', heading: '刷题' },
];

/** Doc pages the spec names one by one (spec §2 Doc pages). */
export const specDocRoutes: RouteCase[] = [
  // TypeScript
  { path: '/docs/TypeScript/React 中的常用类型', heading: /./ },
  { path: '/docs/TypeScript/asserts 关键字', heading: /./ },
  { path: '/docs/TypeScript/declare 关键字', heading: /./ },
  { path: '/docs/TypeScript/object 与 Object 的区别', heading: /./ },
  { path: '/docs/TypeScript/tsconfig 常用配置', heading: /./ },
  { path: '/docs/TypeScript/函数与类', heading: /./ },
  { path: '/docs/TypeScript/协变与逆变', heading: /./ },
  { path: '/docs/TypeScript/声明文件', heading: /./ },
  { path: '/docs/TypeScript/工具类型', heading: /./ },
  { path: '/docs/TypeScript/常见问题', heading: /./ },
  { path: '/docs/TypeScript/数据类型', heading: /./ },
  { path: '/docs/TypeScript/条件类型与 infer', heading: /./ },
  { path: '/docs/TypeScript/枚举', heading: /./ },
  { path: '/docs/TypeScript/泛型', heading: /./ },
  { path: '/docs/TypeScript/类型收窄与类型守卫', heading: /./ },
  { path: '/docs/TypeScript/类型断言', heading: /./ },
  // React 面试题
  { path: '/docs/React/React面试题/MonacoEditor 集成', heading: /./ },
  { path: '/docs/React/React面试题/React 与 Vue', heading: /./ },
  { path: '/docs/React/React面试题/React 基础', heading: /./ },
  { path: '/docs/React/React面试题/异步渲染', heading: /./ },
  { path: '/docs/React/React面试题/自定义 Hooks', heading: /./ },
  { path: '/docs/React/React面试题/进阶教程', heading: /./ },
  // 深入 REACT 技术栈
  { path: '/docs/React/深入REACT技术栈/03章-2 Virtual DOM 模型', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/03章-3 生命周期', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/03章-4 setState', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/03章-5 diff', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/03章-6 patch', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/04章 Flux', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/04章-1 独立架构', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/05章-1 Redux 入门', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/05章-2 Redux 中间件', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/05章-3 Redux 异步流', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/05章-4 Redux 与路由', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/05章-5 Redux 与组件', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/06章-1-3 Redux 高级', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/06章-4-5 redux 与 react-redux', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/Hooks 源码导读', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/Redux 源码精读', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/事件系统', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/性能优化', heading: /./ },
  { path: '/docs/React/深入REACT技术栈/源码结构', heading: /./ },
  // Vue
  { path: '/docs/Vue/Vue的API/component', heading: /./ },
  { path: '/docs/Vue/Vue的API/directive', heading: /./ },
  { path: '/docs/Vue/Vue的API/extend', heading: /./ },
  { path: '/docs/Vue/Vue的API/filter', heading: /./ },
  { path: '/docs/Vue/Vue的API/mixin', heading: /./ },
  { path: '/docs/Vue/Vue的API/observable', heading: /./ },
  { path: '/docs/Vue/Vue的API/use', heading: /./ },
  { path: '/docs/Vue/Vue的API/watch', heading: /./ },
  { path: '/docs/Vue/Vue面试题/vue3 总结', heading: /./ },
  { path: '/docs/Vue/Vue面试题/面试题合集', heading: /./ },
  { path: '/docs/Vue/router/beforeRoute', heading: /./ },
  { path: '/docs/Vue/router/history', heading: /./ },
  { path: '/docs/Vue/router/keepAlive', heading: /./ },
  { path: '/docs/Vue/vue3/在 Vue 中使用 Markdown', heading: /./ },
  { path: '/docs/Vue/vue3/常见问题', heading: /./ },
  { path: '/docs/Vue/vue3/组合式 API', heading: /./ },
  { path: '/docs/Vue/vue实践/comm', heading: /./ },
  { path: '/docs/Vue/vue实践/iframe', heading: /./ },
  { path: '/docs/Vue/vue实践/instance', heading: /./ },
  { path: '/docs/Vue/vue实践/slot', heading: /./ },
  { path: '/docs/Vue/vue实践/svg', heading: /./ },
  { path: '/docs/Vue/vue实践/transition', heading: /./ },
  { path: '/docs/Vue/vue实践/vuex', heading: /./ },
  { path: '/docs/Vue/响应式原理', heading: /./ },
  // Tutorial extras
  { path: '/docs/Tutorial/tutorial-extras/manage-docs-versions', heading: /./ },
  { path: '/docs/Tutorial/tutorial-extras/translate-your-site', heading: /./ },
];

/** Every route once (the landing targets also appear among the named docs). */
export const specRoutes: RouteCase[] = [
  ...new Map(
    [
      ...generalRoutes,
      ...landingRoutes,
      ...tutorialRoutes,
      ...categoryRoutes,
      ...docTagRoutes,
      ...blogRoutes,
      ...specDocRoutes,
    ].map((route) => [route.path, route] as const),
  ).values(),
];
