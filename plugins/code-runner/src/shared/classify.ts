/**
 * Which code samples the in-page runner offers to run. One pure function, used by the content
 * checker (it counts the verdicts) and by the build (a remark plugin stores each block's verdict
 * on the block, `data-runner`).
 */

/** Why a sample cannot run in the browser. */
export type RunnerBlocker =
  | 'fs'
  | 'process'
  | 'require'
  | 'server'
  | 'import'
  | 'node-globals'
  | 'node-event-loop'
  | 'node-stack'
  | 'fetch'
  | 'dom';

export type RunnerVerdict =
  /** Runs in the runner's worker. */
  | { runs: 'browser' }
  /** A sample that would run, but needs Node or a page: readers are told why. */
  | { runs: 'elsewhere'; blocker: RunnerBlocker }
  /** Not a runnable sample (another language, a fragment, a test, an exempt block): no controls. */
  | { runs: 'no' };

/** A fence as both sides read it: language, the checker's flags, the code. */
export interface SampleFence {
  lang: string;
  code: string;
  /** `run`: the checker runs it in Node and compares its stated output. */
  run: boolean;
  /** `nocheck="…"`: the checker does not look at it. */
  exempt: boolean;
  /** `test`: a behaviour test (shown under 「验证」). */
  test: boolean;
}

const JS_LANGS: ReadonlySet<string> = new Set(['js', 'javascript', 'mjs']);
const TS_LANGS: ReadonlySet<string> = new Set(['ts', 'typescript']);

/** Checked in order: the first match names the blocker readers see. */
const BLOCKERS: readonly (readonly [RunnerBlocker, RegExp])[] = [
  [
    'server',
    /\b(?:createServer|listen)\s*\(|['"](?:node:)?(?:https?|http2|net|dgram)['"]|['"](?:express|koa)['"]/,
  ],
  ['fs', /['"](?:node:)?fs(?:\/promises)?['"]|\b__dirname\b|\b__filename\b/],
  ['node-event-loop', /\bsetImmediate\b|\bprocess\.nextTick\b/],
  ['process', /\bprocess\s*\.|\bworker_threads\b|\bchild_process\b/],
  ['require', /\brequire\s*\(/],
  ['import', /^\s*import\s[^(]|^\s*import\s*['"]|\bimport\s*\(|\bimport\.meta\b|^\s*export\s+\*\s+from\b/m],
  ['node-stack', /\.stack\b|\bcaptureStackTrace\b/],
  ['fetch', /\bnew\s+(?:Headers|Request|Response)\s*\(|\bfetch\s*\(/],
  ['node-globals', /\bBuffer\b|(?<![.\w$])global\s*\.|\bmodule\.exports\b|\bexports\./],
  [
    'dom',
    /\b(?:document|window|localStorage|sessionStorage|alert|confirm|prompt|HTMLElement|customElements|getComputedStyle|requestAnimationFrame|MutationObserver|IntersectionObserver|ResizeObserver)\b/,
  ],
];

/** The first Node or page feature the code needs, if any. */
export function runnerBlocker(code: string): RunnerBlocker | undefined {
  return BLOCKERS.find(([, pattern]) => pattern.test(code))?.[0];
}

/** True when the code prints something: a TypeScript sample without `run` shows its result through console. */
const PRINTS = /\bconsole\s*\.\s*(?:log|info|error|warn|table|dir)\s*\(/;

/**
 * The runner's verdict on one fence. JavaScript samples qualify when the checker runs them (`run`):
 * their output is proven in Node. TypeScript samples cannot carry `run`; they qualify when the
 * checker type-checks them (strict, so every name they use exists) and they print something.
 * JSX and TSX need React and a page: never offered.
 */
export function classifySample(fence: SampleFence): RunnerVerdict {
  if (fence.test || fence.exempt) return { runs: 'no' };
  const isJs = JS_LANGS.has(fence.lang) && fence.run;
  // Decorators (`@logged`) need tsc: the runner's transpiler only erases types.
  const isTs =
    TS_LANGS.has(fence.lang) &&
    PRINTS.test(fence.code) &&
    !/^\s*declare\s/m.test(fence.code) &&
    !/^\s*@[\w.]+/m.test(fence.code);
  if (!isJs && !isTs) return { runs: 'no' };
  const blocker = runnerBlocker(fence.code);
  return blocker ? { runs: 'elsewhere', blocker } : { runs: 'browser' };
}

/** Why a sample does not run here, as readers read it. */
export const BLOCKER_MESSAGES: Readonly<Record<RunnerBlocker, string>> = {
  fs: '这段代码读写文件（fs），需要在 Node.js 中运行。',
  process: '这段代码用到 process 对象，需要在 Node.js 中运行。',
  require: '这段代码用 require 加载 Node.js 模块，需要在 Node.js 中运行。',
  server: '这段代码启动服务器或使用网络模块，需要在 Node.js 中运行。',
  import: '这段代码导入模块，需要在 Node.js 或构建工具中运行。',
  'node-globals': '这段代码用到 Node.js 独有的全局对象，需要在 Node.js 中运行。',
  'node-event-loop': '这段代码依赖 Node.js 事件循环的 setImmediate/nextTick，需要在 Node.js 中运行。',
  'node-stack': '这段代码的输出是 Node.js 的调用栈格式，需要在 Node.js 中运行。',
  fetch:
    '这段代码用到 fetch 的请求与响应对象，浏览器与 Node.js 的行为不同（运行器也不能联网），需要在 Node.js 中运行。',
  dom: '这段代码需要真实页面的 DOM，请在浏览器控制台中运行。',
};
