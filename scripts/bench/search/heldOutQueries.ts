/**
 * Held-out query sets: never used to tune the ranking (that is `queries.ts`), only to report.
 * - `variantQueries` name a subject in other words than its page uses: another Chinese
 *   wording, the English term, an abbreviation (what the synonym table is for).
 * - `typoQueries` hold one misspelt Latin word each (what typo tolerance is for).
 * Judged like `queries.ts`: relevant pages are those whose subject, or an h2/h3 section, is
 * squarely what the query asks; most relevant first.
 */
import type { JudgedQuery } from './queries';

const JS = '/docs/JavaScript';
const REACT = '/docs/React';
const OTHER = '/docs/Other';
const BOOKS = '/docs/Other/读书笔记';
const V8 = '/docs/Other/读书笔记/图解V8';

export const variantQueries: readonly JudgedQuery[] = [
  { query: '回流 重绘', kind: 'zh', relevant: [`${OTHER}/浏览器/渲染流水线`] },
  { query: 'reflow repaint', kind: 'en', relevant: [`${OTHER}/浏览器/渲染流水线`] },
  {
    query: '钩子函数 react',
    kind: 'mixed',
    relevant: [
      `${REACT}/React高级进阶教程/Hooks 的实现原理`,
      `${REACT}/深入REACT技术栈/Hooks 源码导读`,
      `${REACT}/React面试题/自定义 Hooks`,
    ],
  },
  {
    query: '冒泡 捕获',
    kind: 'zh',
    relevant: [
      `${JS}/核心概念/DOM 事件`,
      `${REACT}/React入门/状态与事件`,
      `${BOOKS}/微信小程序/组件与数据绑定`,
    ],
  },
  { query: '事件代理', kind: 'zh', relevant: [`${JS}/核心概念/DOM 事件`] },
  { query: 'debounce', kind: 'en', relevant: [`${JS}/核心概念/防抖与节流`] },
  { query: 'throttle 函数', kind: 'mixed', relevant: [`${JS}/核心概念/防抖与节流`] },
  { query: 'closures', kind: 'en', relevant: [`${JS}/核心概念/闭包`, `${V8}/函数与闭包的实现`] },
  { query: 'prototype chain', kind: 'en', relevant: [`${JS}/核心概念/原型与原型链`] },
  {
    query: 'nodejs event loop',
    kind: 'en',
    relevant: [`${JS}/nodeJS相关/事件循环与文件系统`, `${JS}/核心概念/事件循环`],
  },
  { query: 'cors', kind: 'en', relevant: [`${OTHER}/浏览器/跨域`] },
  { query: '跨源请求', kind: 'zh', relevant: [`${OTHER}/浏览器/跨域`] },
  {
    query: 'gc 算法',
    kind: 'mixed',
    relevant: [`${JS}/核心概念/垃圾回收与内存泄漏`, `${V8}/垃圾回收概览`],
  },
  {
    query: 'garbage collection',
    kind: 'en',
    relevant: [`${JS}/核心概念/垃圾回收与内存泄漏`, `${V8}/垃圾回收概览`],
  },
  {
    query: 'memory leak',
    kind: 'en',
    relevant: [`${JS}/核心概念/垃圾回收与内存泄漏`, `${V8}/内存泄漏排查`],
  },
  { query: 'ts 泛型', kind: 'mixed', relevant: ['/docs/TypeScript/泛型'] },
  { query: 'js 继承', kind: 'mixed', relevant: [`${JS}/核心概念/继承`] },
  { query: 'ssr 水合', kind: 'mixed', relevant: [`${REACT}/React高级进阶教程/服务端渲染与水合`] },
  { query: '热模块替换', kind: 'zh', relevant: [`${OTHER}/webpack/常见面试题`] },
  { query: 'vdom', kind: 'en', relevant: [`${REACT}/深入REACT技术栈/03章-2 Virtual DOM 模型`] },
  { query: 'deep clone', kind: 'en', relevant: [`${JS}/核心概念/深拷贝与浅拷贝`] },
  { query: 'singleton', kind: 'en', relevant: [`${OTHER}/设计模式/单例模式`] },
  { query: 'pub sub', kind: 'en', relevant: [`${OTHER}/设计模式/观察者与发布订阅`] },
  { query: 'dynamic programming', kind: 'en', relevant: [`${OTHER}/数据结构和算法/动态规划`] },
  { query: 'box model', kind: 'en', relevant: ['/docs/HTML-and-CSS/盒模型'] },
  { query: 'flexbox', kind: 'en', relevant: ['/docs/HTML-and-CSS/Flex 布局'] },
  {
    query: 'three way handshake',
    kind: 'en',
    relevant: [`${OTHER}/网络通信/TCP 与 UDP`, `${BOOKS}/图解TCP-IP/TCP 协议`],
  },
  { query: 'composition api', kind: 'en', relevant: ['/docs/Vue/vue3/组合式 API'] },
  { query: 'hidden class', kind: 'en', relevant: [`${V8}/隐藏类`] },
  {
    query: 'koa middleware',
    kind: 'en',
    relevant: [`${BOOKS}/koa2/中间件`, `${BOOKS}/koa基本原理/洋葱模型与 compose`],
  },
];

export const typoQueries: readonly JudgedQuery[] = [
  { query: 'useEfect', kind: 'en', relevant: [`${REACT}/React Hooks/useEffect`] },
  {
    query: 'promsie',
    kind: 'en',
    relevant: [`${JS}/核心概念/Promise`, `${BOOKS}/ES6标准入门/Promise 对象`, `${V8}/Promise 的实现`],
  },
  { query: 'webpak', kind: 'en', relevant: [`${OTHER}/webpack/常见面试题`, `${OTHER}/webpack/核心概念`] },
  { query: 'dokcer compose', kind: 'en', relevant: ['/docs/Docker/docker compose'] },
  { query: 'typscript 泛型', kind: 'mixed', relevant: ['/docs/TypeScript/泛型'] },
  { query: 'usestaet', kind: 'en', relevant: [`${REACT}/React Hooks/useState`] },
  { query: 'useRedcuer', kind: 'en', relevant: [`${REACT}/React Hooks/useReducer`] },
  { query: 'useMemmo', kind: 'en', relevant: [`${REACT}/React Hooks/useMemo`] },
  { query: 'usecallbak', kind: 'en', relevant: [`${REACT}/React Hooks/useCallback`] },
  { query: 'dockerflie', kind: 'en', relevant: ['/docs/Docker/Dockerfile'] },
  { query: 'javscript 闭包', kind: 'mixed', relevant: [`${JS}/核心概念/闭包`] },
  {
    query: 'reflcet',
    kind: 'en',
    relevant: [`${JS}/核心概念/Proxy 与 Reflect`, `${BOOKS}/ES6标准入门/Proxy 与 Reflect`],
  },
  {
    query: 'genertor',
    kind: 'en',
    relevant: [`${JS}/核心概念/迭代器与生成器`, `${BOOKS}/ES6标准入门/Generator 函数`],
  },
  { query: 'websocekt', kind: 'en', relevant: [`${OTHER}/网络通信/WebSocket`] },
  { query: 'ngnix', kind: 'en', relevant: ['/docs/Liunx/软件安装/安装 Nginx'] },
  { query: 'postgersql', kind: 'en', relevant: ['/docs/Liunx/数据库/PostgreSQL'] },
  { query: 'reddis', kind: 'en', relevant: ['/docs/Liunx/数据库/Redis'] },
  {
    query: 'asycn await',
    kind: 'en',
    relevant: [`${JS}/核心概念/async 与 await`, `${BOOKS}/ES6标准入门/async 函数`],
  },
  { query: 'typeof instancof', kind: 'en', relevant: [`${JS}/核心概念/数据类型与类型判断`] },
  {
    query: 'koa midleware',
    kind: 'en',
    relevant: [`${BOOKS}/koa2/中间件`, `${BOOKS}/koa基本原理/洋葱模型与 compose`],
  },
];
