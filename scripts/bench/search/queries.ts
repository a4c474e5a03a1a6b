/**
 * The judged query set: what a reader of this site would type, and the pages that answer it.
 * Judged by reading the pages in docs/ and blog/: a page is relevant when its subject, or one of
 * its h2/h3 sections, is squarely what the query asks; most relevant first. Paths are as routed
 * (not percent-encoded, no anchor, no trailing slash).
 */
export type QueryKind = 'zh' | 'en' | 'mixed';

export interface JudgedQuery {
  query: string;
  kind: QueryKind;
  /** One to three page paths. */
  relevant: readonly string[];
}

const JS = '/docs/JavaScript';
const TS = '/docs/TypeScript';
const REACT = '/docs/React';
const VUE = '/docs/Vue';
const LINUX = '/docs/Liunx';
const DOCKER = '/docs/Docker';
const CSS = '/docs/HTML-and-CSS';
const OTHER = '/docs/Other';
const BOOKS = '/docs/Other/读书笔记';
const V8 = '/docs/Other/读书笔记/图解V8';

export const judgedQueries: readonly JudgedQuery[] = [
  // JavaScript
  {
    query: '闭包',
    kind: 'zh',
    relevant: [`${JS}/核心概念/闭包`, `${V8}/函数与闭包的实现`, '/docs/Python/函数'],
  },
  { query: '原型链', kind: 'zh', relevant: [`${JS}/核心概念/原型与原型链`, `${JS}/核心概念/继承`] },
  {
    query: '事件循环',
    kind: 'zh',
    relevant: [`${JS}/核心概念/事件循环`, `${V8}/事件循环与消息队列`, `${JS}/nodeJS相关/事件循环与文件系统`],
  },
  { query: '防抖 节流', kind: 'zh', relevant: [`${JS}/核心概念/防抖与节流`] },
  { query: '深拷贝', kind: 'zh', relevant: [`${JS}/核心概念/深拷贝与浅拷贝`, `${JS}/JS常用方法/JSON`] },
  {
    query: '宏任务 微任务',
    kind: 'zh',
    relevant: [`${V8}/宏任务与微任务`, `${JS}/核心概念/事件循环`],
  },
  { query: '柯里化', kind: 'zh', relevant: [`${JS}/函数基础/柯里化`] },
  { query: 'this 指向', kind: 'mixed', relevant: [`${JS}/核心概念/this 指向`, `${JS}/函数基础/箭头函数`] },
  { query: '作用域链', kind: 'zh', relevant: [`${JS}/核心概念/作用域与作用域链`] },
  { query: '隐式类型转换', kind: 'zh', relevant: [`${JS}/核心概念/类型转换`] },
  { query: '数组去重', kind: 'zh', relevant: [`${JS}/JS常用方法/数组去重与扁平化`] },
  {
    query: '正则 命名分组',
    kind: 'zh',
    relevant: [`${JS}/正则表达式/正则语法`, `${JS}/正则表达式/常用正则模式`],
  },
  {
    query: 'Promise.all',
    kind: 'en',
    relevant: [`${JS}/核心概念/Promise`, `${BOOKS}/ES6标准入门/Promise 对象`],
  },
  {
    query: 'async await',
    kind: 'en',
    relevant: [
      `${JS}/核心概念/async 与 await`,
      `${BOOKS}/ES6标准入门/async 函数`,
      `${V8}/async await 的实现`,
    ],
  },
  {
    query: 'WeakMap',
    kind: 'en',
    relevant: [`${JS}/JS常用方法/Map 与 Set`, `${BOOKS}/ES6标准入门/Set 与 Map`],
  },
  { query: 'JSON.stringify', kind: 'en', relevant: [`${JS}/JS常用方法/JSON`] },
  { query: 'URLSearchParams', kind: 'en', relevant: [`${JS}/JS常用方法/URL 与 URLSearchParams`] },
  {
    query: 'typeof 类型判断',
    kind: 'mixed',
    relevant: [`${JS}/核心概念/数据类型与类型判断`],
  },
  {
    query: 'event loop',
    kind: 'en',
    relevant: [`${JS}/核心概念/事件循环`, `${V8}/事件循环与消息队列`, `${JS}/nodeJS相关/事件循环与文件系统`],
  },
  { query: 'closure', kind: 'en', relevant: [`${JS}/核心概念/闭包`, `${V8}/函数与闭包的实现`] },
  {
    query: 'debounce throttle',
    kind: 'en',
    relevant: [`${JS}/核心概念/防抖与节流`],
  },
  {
    query: 'process.nextTick 和 Promise 谁先执行',
    kind: 'mixed',
    relevant: [`${JS}/nodeJS相关/事件循环与文件系统`, `${JS}/核心概念/事件循环`, `${V8}/宏任务与微任务`],
  },
  // TypeScript
  { query: '协变 逆变', kind: 'zh', relevant: [`${TS}/协变与逆变`] },
  { query: '类型守卫', kind: 'zh', relevant: [`${TS}/类型收窄与类型守卫`] },
  { query: '条件类型 infer', kind: 'mixed', relevant: [`${TS}/条件类型与 infer`] },
  { query: 'Partial Pick Omit', kind: 'en', relevant: [`${TS}/工具类型`] },
  { query: '泛型约束', kind: 'zh', relevant: [`${TS}/泛型`] },
  { query: '字符串枚举', kind: 'zh', relevant: [`${TS}/枚举`] },
  { query: 'd.ts 声明文件', kind: 'mixed', relevant: [`${TS}/声明文件`, `${TS}/declare 关键字`] },
  { query: 'tsconfig strict', kind: 'en', relevant: [`${TS}/tsconfig 常用配置`] },
  { query: '函数重载', kind: 'zh', relevant: [`${TS}/函数与类`] },
  { query: '非空断言', kind: 'zh', relevant: [`${TS}/类型断言`] },
  { query: 'type 和 interface 有什么区别', kind: 'mixed', relevant: [`${TS}/常见问题`] },
  // React
  { query: 'useEffect 清理函数', kind: 'mixed', relevant: [`${REACT}/React Hooks/useEffect`] },
  {
    query: 'useMemo useCallback',
    kind: 'en',
    relevant: [`${REACT}/React Hooks/useMemo`, `${REACT}/React Hooks/useCallback`],
  },
  { query: 'useRef', kind: 'en', relevant: [`${REACT}/React Hooks/useRef`] },
  {
    query: 'Fiber 双缓存',
    kind: 'mixed',
    relevant: [`${REACT}/React高级进阶教程/协调与 Fiber`],
  },
  { query: '虚拟列表', kind: 'zh', relevant: [`${REACT}/React高级进阶教程/大列表与虚拟滚动`] },
  { query: '错误边界', kind: 'zh', relevant: [`${REACT}/React高级进阶教程/错误边界与容错`] },
  {
    query: '服务端渲染 水合',
    kind: 'zh',
    relevant: [`${REACT}/React高级进阶教程/服务端渲染与水合`],
  },
  { query: 'Redux 中间件', kind: 'mixed', relevant: [`${REACT}/深入REACT技术栈/05章-2 Redux 中间件`] },
  {
    query: 'diff 算法',
    kind: 'mixed',
    relevant: [`${REACT}/深入REACT技术栈/03章-5 diff`, `${REACT}/React高级进阶教程/协调与 Fiber`],
  },
  { query: '受控组件', kind: 'zh', relevant: [`${REACT}/React入门/表单与受控组件`] },
  {
    query: '自动批处理',
    kind: 'zh',
    relevant: [`${REACT}/React高级进阶教程/状态更新与批处理`, `${REACT}/深入REACT技术栈/03章-4 setState`],
  },
  { query: '时间切片', kind: 'zh', relevant: [`${REACT}/React高级进阶教程/调度与时间切片`] },
  {
    query: 'virtual dom',
    kind: 'en',
    relevant: [`${REACT}/深入REACT技术栈/03章-2 Virtual DOM 模型`],
  },
  {
    query: 'React Compiler',
    kind: 'en',
    relevant: [`${REACT}/React高级进阶教程/React Compiler 与未来`],
  },
  {
    query: 'useSyncExternalStore',
    kind: 'en',
    relevant: [`${REACT}/React Hooks/useSyncExternalStore`, `${REACT}/React高级进阶教程/状态管理的选择`],
  },
  {
    query: 'Suspense',
    kind: 'en',
    relevant: [`${REACT}/React高级进阶教程/Suspense 与流式渲染`, `${REACT}/React Hooks/use`],
  },
  {
    query: 'Server Components',
    kind: 'en',
    relevant: [`${REACT}/React高级进阶教程/Server Components`],
  },
  { query: 'MonacoEditor', kind: 'en', relevant: [`${REACT}/React面试题/MonacoEditor 集成`] },
  {
    query: '列表渲染为什么需要 key',
    kind: 'mixed',
    relevant: [`${REACT}/React入门/条件渲染与列表渲染`, `${REACT}/深入REACT技术栈/03章-5 diff`],
  },
  // Vue
  {
    query: 'vue3 响应式 proxy',
    kind: 'mixed',
    relevant: [`${VUE}/响应式原理`, `${VUE}/Vue面试题/vue3 总结`],
  },
  { query: '组合式 API', kind: 'mixed', relevant: [`${VUE}/vue3/组合式 API`] },
  { query: '导航守卫', kind: 'zh', relevant: [`${VUE}/router/beforeRoute`] },
  { query: 'keep-alive', kind: 'en', relevant: [`${VUE}/router/keepAlive`] },
  { query: '作用域插槽', kind: 'zh', relevant: [`${VUE}/vue实践/slot`] },
  { query: 'Pinia', kind: 'en', relevant: [`${VUE}/vue实践/vuex`] },
  { query: 'watchEffect', kind: 'en', relevant: [`${VUE}/Vue的API/watch`] },
  { query: '自定义指令', kind: 'zh', relevant: [`${VUE}/Vue的API/directive`] },
  { query: '组件通信', kind: 'zh', relevant: [`${VUE}/vue实践/comm`] },
  { query: 'history 模式', kind: 'mixed', relevant: [`${VUE}/router/history`] },
  {
    query: '为什么 Vue 3 用 Proxy 替代 Object.defineProperty',
    kind: 'mixed',
    relevant: [`${VUE}/响应式原理`, `${JS}/核心概念/Proxy 与 Reflect`],
  },
  // HTML and CSS
  { query: 'BFC', kind: 'en', relevant: [`${CSS}/BFC`] },
  { query: 'box-sizing 盒模型', kind: 'mixed', relevant: [`${CSS}/盒模型`] },
  { query: 'flex 布局', kind: 'mixed', relevant: [`${CSS}/Flex 布局`] },
  { query: 'grid', kind: 'en', relevant: [`${CSS}/Grid 布局`] },
  { query: '水平垂直居中', kind: 'zh', relevant: [`${CSS}/居中与常见布局`] },
  { query: '语义化标签', kind: 'zh', relevant: [`${CSS}/语义化 HTML`] },
  // Browsers and networking
  {
    query: 'TCP 三次握手',
    kind: 'mixed',
    relevant: [`${OTHER}/网络通信/TCP 与 UDP`, `${BOOKS}/图解TCP-IP/TCP 协议`],
  },
  { query: '强缓存 协商缓存', kind: 'zh', relevant: [`${OTHER}/浏览器/HTTP 缓存`] },
  { query: '跨域 CORS', kind: 'mixed', relevant: [`${OTHER}/浏览器/跨域`, `${BOOKS}/express/安全基础`] },
  {
    query: 'XSS CSRF',
    kind: 'en',
    relevant: [`${OTHER}/浏览器/浏览器安全`, `${BOOKS}/图解HTTP/Web 攻击技术`],
  },
  {
    query: 'TLS 握手',
    kind: 'mixed',
    relevant: [`${OTHER}/网络通信/HTTPS 与 TLS`, `${BOOKS}/图解HTTP/HTTPS 与安全`],
  },
  { query: 'DNS 解析过程', kind: 'mixed', relevant: [`${OTHER}/网络通信/DNS`] },
  { query: 'WebSocket 心跳', kind: 'mixed', relevant: [`${OTHER}/网络通信/WebSocket`] },
  { query: 'CDN', kind: 'en', relevant: [`${OTHER}/网络通信/CDN`] },
  { query: 'HTTP/2 多路复用', kind: 'mixed', relevant: [`${OTHER}/网络通信/HTTP 的演进`] },
  { query: '重排 重绘', kind: 'zh', relevant: [`${OTHER}/浏览器/渲染流水线`] },
  { query: 'IndexedDB', kind: 'en', relevant: [`${OTHER}/浏览器/浏览器存储`] },
  { query: '子网掩码', kind: 'zh', relevant: [`${BOOKS}/图解TCP-IP/IP 协议`] },
  {
    query: '拥塞控制',
    kind: 'zh',
    relevant: [`${OTHER}/网络通信/TCP 与 UDP`, `${BOOKS}/图解TCP-IP/TCP 协议`],
  },
  { query: 'OSI 七层模型', kind: 'mixed', relevant: [`${BOOKS}/图解TCP-IP/分层模型`] },
  {
    query: '从输入 URL 到页面显示',
    kind: 'mixed',
    relevant: [
      `${BOOKS}/浏览器基础/导航与页面加载`,
      `${BOOKS}/浏览器基础/浏览器的多进程架构`,
      `${OTHER}/浏览器/渲染流水线`,
    ],
  },
  {
    query: 'Session 和 JWT',
    kind: 'mixed',
    relevant: [`${BOOKS}/koa2/Session 与 JWT`, `${BOOKS}/图解HTTP/认证与 Cookie`],
  },
  // Docker and Linux
  { query: 'docker 数据卷', kind: 'mixed', relevant: [`${DOCKER}/数据卷`] },
  { query: 'Dockerfile 多阶段构建', kind: 'mixed', relevant: [`${DOCKER}/Dockerfile`] },
  { query: 'docker compose', kind: 'en', relevant: [`${DOCKER}/docker compose`] },
  { query: 'docker bridge 网络', kind: 'mixed', relevant: [`${DOCKER}/网络`] },
  { query: 'grep sed awk', kind: 'en', relevant: [`${LINUX}/liunx基础/文本处理`] },
  { query: 'chmod 权限', kind: 'mixed', relevant: [`${LINUX}/liunx基础/文件与权限`] },
  { query: 'systemd 服务', kind: 'mixed', relevant: [`${LINUX}/liunx基础/进程与 systemd 服务`] },
  { query: 'Redis 持久化', kind: 'mixed', relevant: [`${LINUX}/数据库/Redis`] },
  { query: 'MySQL 索引', kind: 'mixed', relevant: [`${LINUX}/数据库/MySQL`] },
  { query: 'nginx 反向代理', kind: 'mixed', relevant: [`${LINUX}/软件安装/安装 Nginx`] },
  { query: 'nvm 安装 node', kind: 'mixed', relevant: [`${LINUX}/软件安装/安装 Node.js`] },
  // Python
  { query: 'venv 虚拟环境', kind: 'mixed', relevant: ['/docs/Python/环境配置/环境管理'] },
  { query: 'python 装饰器', kind: 'mixed', relevant: ['/docs/Python/函数'] },
  // webpack, engineering, patterns, algorithms
  {
    query: 'webpack loader plugin 区别',
    kind: 'mixed',
    relevant: [
      `${OTHER}/webpack/loader 与 plugin`,
      `${OTHER}/webpack/常见面试题`,
      `${OTHER}/webpack/核心概念`,
    ],
  },
  {
    query: 'tree shaking',
    kind: 'en',
    relevant: [`${OTHER}/webpack/构建优化`, `${OTHER}/webpack/常见面试题`],
  },
  { query: 'commitlint husky', kind: 'en', relevant: [`${OTHER}/代码提交相关/提交规范与 Git hooks`] },
  { query: '单例模式', kind: 'zh', relevant: [`${OTHER}/设计模式/单例模式`] },
  { query: '发布订阅', kind: 'zh', relevant: [`${OTHER}/设计模式/观察者与发布订阅`] },
  { query: '动态规划', kind: 'zh', relevant: [`${OTHER}/数据结构和算法/动态规划`] },
  { query: '快速排序', kind: 'zh', relevant: [`${OTHER}/数据结构和算法/排序`] },
  { query: '二叉树遍历', kind: 'zh', relevant: [`${OTHER}/数据结构和算法/树`] },
  {
    query: '二分查找',
    kind: 'zh',
    relevant: [`${BOOKS}/程序设计基础/查找算法`, `${BOOKS}/数据结构和算法/学习路线与刷题方法`],
  },
  { query: '布隆过滤器', kind: 'zh', relevant: [`${BOOKS}/数据结构和算法/哈希表与布隆过滤器`] },
  // Reading notes
  {
    query: 'koa 洋葱模型',
    kind: 'mixed',
    relevant: [`${BOOKS}/koa基本原理/洋葱模型与 compose`, `${BOOKS}/koa2/中间件`],
  },
  { query: '隐藏类', kind: 'zh', relevant: [`${V8}/隐藏类`] },
  { query: '内联缓存', kind: 'zh', relevant: [`${V8}/内联缓存`] },
  { query: '新生代 Scavenge', kind: 'mixed', relevant: [`${V8}/新生代与 Scavenge`] },
  { query: 'TurboFan', kind: 'en', relevant: [`${V8}/TurboFan 优化编译`] },
  {
    query: '指针与数组',
    kind: 'zh',
    relevant: [`${BOOKS}/C Primer Plus/指针与数组`, `${BOOKS}/C Primer Plus/指针`],
  },
  { query: 'malloc free', kind: 'en', relevant: [`${BOOKS}/C Primer Plus/动态内存分配`] },
  { query: '位运算', kind: 'zh', relevant: [`${BOOKS}/C Primer Plus/位运算`] },
  { query: '解构赋值', kind: 'zh', relevant: [`${BOOKS}/ES6标准入门/解构赋值`] },
  {
    query: '暂时性死区',
    kind: 'zh',
    relevant: [`${BOOKS}/ES6标准入门/let 与 const`, `${JS}/核心概念/作用域与作用域链`],
  },
  { query: 'Symbol.for', kind: 'en', relevant: [`${BOOKS}/ES6标准入门/Symbol`] },
  { query: '小程序 生命周期', kind: 'zh', relevant: [`${BOOKS}/微信小程序/结构与生命周期`] },
  // Site tutorial and blog
  {
    query: '部署 GitHub Pages',
    kind: 'mixed',
    relevant: ['/docs/Tutorial/tutorial-basics/deploy-your-site'],
  },
  { query: 'Rspack', kind: 'en', relevant: [`${OTHER}/webpack/构建优化`, '/blog/long-blog-post'] },
  { query: '中英文空格检查器', kind: 'zh', relevant: ['/blog/mdx-blog-post'] },
];
