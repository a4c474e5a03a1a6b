/**
 * The smoke checks, the same list in every engine. A check throws when it fails; the runner then
 * also fails it on any console error, page error or CSP violation reported while it ran.
 */
import type { EngineDriver, KeyPress } from './driver';

export interface CheckContext {
  driver: EngineDriver;
  /** Runs `body` in the page until it returns something truthy, and returns that. */
  waitFor<T>(description: string, body: string, ...args: unknown[]): Promise<T>;
}

export interface Check {
  name: string;
  run(context: CheckContext): Promise<void>;
}

/** One page of each type: what must render there, and the status it must be answered with. */
export interface PageCase {
  type: string;
  path: string;
  /** The element whose text is checked, once the page has hydrated. */
  selector: string;
  text: RegExp;
  status: number;
}

export const DOC_PAGE = '/docs/JavaScript/核心概念/闭包';

export const PAGE_CASES: readonly PageCase[] = [
  { type: 'home', path: '/', selector: 'h1', text: /^码途笔记$/, status: 200 },
  { type: 'doc', path: DOC_PAGE, selector: 'article h1', text: /^闭包$/, status: 200 },
  { type: 'category', path: '/docs/category/浏览器', selector: 'main h1', text: /^浏览器$/, status: 200 },
  { type: 'tag', path: '/docs/tags/react', selector: 'main h1', text: /标签「react」/, status: 200 },
  { type: 'blog list', path: '/blog', selector: 'main article h2', text: /\S/, status: 200 },
  { type: 'blog post', path: '/blog/welcome', selector: 'main article h1', text: /码途笔记/, status: 200 },
  { type: 'search page', path: '/search?q=闭包', selector: 'main ol > li h2', text: /闭包/, status: 200 },
  {
    type: '404',
    path: '/engines-smoke/no-such-page',
    selector: 'main h1',
    text: /^找不到页面$/,
    status: 404,
  },
];

/** The ten sections the navbar (and the phone menu) lists. */
export const SECTIONS = [
  '教程',
  'TypeScript',
  'React',
  'JavaScript',
  'Vue',
  'Liunx',
  'Docker',
  'Python',
  'HTML和CSS',
  '其他',
] as const;

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** DocSearch opens on Ctrl+K or Cmd+K whatever the platform; Ctrl works in both engines. */
export const SEARCH_SHORTCUT: KeyPress = { key: 'k', modifiers: ['Control'] };

/** In-page helpers the check scripts start with. */
const VISIBLE = `const visible = (element) => !!element && element.getClientRects().length > 0 &&
  getComputedStyle(element).visibility !== 'hidden';`;

const HYDRATED = `return document.documentElement.getAttribute('data-has-hydrated') === 'true';`;

/** The text of the first visible element matching arguments[0], once there is one with text. */
const VISIBLE_TEXT = `${VISIBLE}
const element = [...document.querySelectorAll(arguments[0])].find(visible);
const text = element && element.textContent.trim();
return text || null;`;

/** Waits until the element is visible and enabled (hydration enables some), then clicks it. */
async function clickWhenReady(context: CheckContext, selector: string): Promise<void> {
  await context.waitFor(
    `${selector} to be visible and enabled`,
    `${VISIBLE} const element = document.querySelector(arguments[0]); return visible(element) && !element.disabled;`,
    selector,
  );
  await context.driver.click(selector);
}

async function openHydrated(context: CheckContext, path: string): Promise<{ status: number | undefined }> {
  const result = await context.driver.goto(path);
  await context.waitFor(`${path} to hydrate (html[data-has-hydrated="true"])`, HYDRATED);
  return result;
}

function expectMatch(what: string, actual: string, expected: RegExp): void {
  if (!expected.test(actual)) throw new Error(`${what}: expected ${expected}, got ${JSON.stringify(actual)}`);
}

/**
 * Whether the status the browser saw is the one expected; a 304 stands for a 200 the browser had
 * cached from an earlier check. None seen fails: the page did not come from the server.
 */
export function statusMatches(expected: number, actual: number | undefined): boolean {
  return actual === expected || (expected === 200 && actual === 304);
}

export function pageCheck(page: PageCase): Check {
  return {
    name: `${page.type}: ${page.path} renders`,
    async run(context) {
      const { status } = await openHydrated(context, page.path);
      if (!statusMatches(page.status, status))
        throw new Error(`${page.path} answered ${status}, expected ${page.status}`);
      const text = await context.waitFor<string>(
        `visible text in ${page.selector}`,
        VISIBLE_TEXT,
        page.selector,
      );
      expectMatch(page.selector, text, page.text);
    },
  };
}

const searchModal: Check = {
  name: 'search modal: Ctrl+K opens it, 闭包 shows hits, Escape closes it',
  async run(context) {
    const { driver } = context;
    await openHydrated(context, DOC_PAGE);
    await driver.press(SEARCH_SHORTCUT);
    await context.waitFor(
      'the search input to be focused in the modal',
      `return document.activeElement && document.activeElement.matches('.DocSearch-Modal .DocSearch-Input');`,
    );
    await driver.type('.DocSearch-Input', '闭包');
    // Hits for the first character can show before the second is typed: wait for the whole word.
    await context.waitFor(
      'hits with 闭包 marked',
      `${VISIBLE}
const hits = [...document.querySelectorAll('.DocSearch-Hit')].filter(visible);
const marks = [...document.querySelectorAll('.DocSearch-Hit mark')].map((mark) => mark.textContent);
return hits.length > 0 && marks.some((text) => text.includes('闭包'));`,
    );
    await driver.press({ key: 'Escape' });
    await context.waitFor('the modal to close', `return !document.querySelector('.DocSearch-Modal');`);
  },
};

const searchPage: Check = {
  name: '/search: a typed query shows results',
  async run(context) {
    await openHydrated(context, '/search');
    await context.driver.type('#search-page-input', '协变');
    await context.waitFor(
      'the URL to carry the query',
      `return new URLSearchParams(location.search).get('q') === '协变';`,
    );
    const first = await context.waitFor<string>('a result', VISIBLE_TEXT, 'main ol > li');
    expectMatch('the first result', first, /协变|逆变/);
    const count = await context.waitFor<string>('the result count', VISIBLE_TEXT, 'main p[aria-live]');
    expectMatch('the result count', count, /找到 \d+ 条结果/);
  },
};

const THEME = `return [document.documentElement.getAttribute('data-theme'),
  document.documentElement.getAttribute('data-theme-choice')];`;

const colourMode: Check = {
  name: 'colour mode: the switch toggles data-theme and the choice survives a reload',
  async run(context) {
    const { driver } = context;
    await openHydrated(context, '/');
    const toggle = '.navbar button[class*="toggleButton"]';
    const themes = new Set<string | null>();
    let [theme, choice] = await driver.evaluate<[string | null, string | null]>(THEME);
    themes.add(theme);
    for (let clicks = 0; clicks < 3 && choice !== 'dark'; clicks++) {
      const before = choice;
      await clickWhenReady(context, toggle);
      [theme, choice] = await context.waitFor<[string | null, string | null]>(
        'the switch to change the choice',
        `const [theme, choice] = (() => { ${THEME} })(); return choice !== arguments[0] ? [theme, choice] : null;`,
        before,
      );
      themes.add(theme);
    }
    if (choice !== 'dark' || theme !== 'dark')
      throw new Error(`three clicks did not reach dark: data-theme=${theme}, data-theme-choice=${choice}`);
    if (!themes.has('light')) throw new Error(`data-theme never was light: ${[...themes].join(', ')}`);
    await driver.reload();
    await context.waitFor('the reloaded page to hydrate', HYDRATED);
    const [after, afterChoice] = await driver.evaluate<[string | null, string | null]>(THEME);
    if (after !== 'dark' || afterChoice !== 'dark')
      throw new Error(`after a reload: data-theme=${after}, data-theme-choice=${afterChoice}, expected dark`);
    // Leave the next checks the default.
    await driver.evaluate(`localStorage.removeItem('theme');`);
  },
};

const phoneMenu: Check = {
  name: `phone width ${PHONE.width}×${PHONE.height}: the hamburger opens the menu with the sections`,
  async run(context) {
    const { driver } = context;
    await driver.setViewport(PHONE.width, PHONE.height);
    try {
      await openHydrated(context, DOC_PAGE);
      const width = await driver.evaluate<number>('return innerWidth;');
      if (width !== PHONE.width) throw new Error(`the viewport is ${width} px wide, expected ${PHONE.width}`);
      await clickWhenReady(context, '.navbar__toggle');
      const labels = await context.waitFor<string[]>(
        'the menu to open and list links',
        `${VISIBLE}
const sidebar = document.querySelector('.navbar-sidebar');
if (!visible(sidebar) || !document.querySelector('.navbar-sidebar--show')) return null;
const links = [...sidebar.querySelectorAll('.menu__link')].filter(visible).map((link) => link.textContent.trim());
return links.length ? links : null;`,
      );
      const missing = SECTIONS.filter((section) => !labels.includes(section));
      if (missing.length)
        throw new Error(`the menu lacks ${missing.join(', ')}; it lists ${labels.join(', ')}`);
    } finally {
      await driver.setViewport(DESKTOP.width, DESKTOP.height);
    }
  },
};

/** The marker the self-test logs, and the inline script it tries to add (which the CSP must block). */
export const SELF_TEST_MARKER = 'engines-smoke self-test';

/**
 * The checks' own check: a console error, an uncaught error and a CSP violation that the page is
 * made to report must
 * reach the runner, or a clean run would prove nothing. It takes them, so they fail nothing else.
 */
const selfTest: Check = {
  name: 'self-test: a console error, an uncaught error and a CSP violation are seen',
  async run(context) {
    const { driver } = context;
    await openHydrated(context, '/');
    await driver.evaluate(
      `console.error(arguments[0]);
setTimeout(() => { throw new Error(arguments[0]); });
const script = document.createElement('script');
script.textContent = 'window.__engineSelfTestRan = true';
document.head.append(script);`,
      SELF_TEST_MARKER,
    );
    const seen = { console: false, error: false, csp: false };
    await poll('the three reports', async () => {
      for (const problem of await driver.takeProblems()) {
        if (problem.kind === 'csp') seen.csp = true;
        else if (problem.text.includes(SELF_TEST_MARKER)) seen[problem.kind] = true;
        else throw new Error(`unexpected report: ${problem.kind}: ${problem.text}`);
      }
      return seen.console && seen.error && seen.csp;
    }).catch((error: Error) => {
      throw new Error(`${error.message}; seen: ${JSON.stringify(seen)}`);
    });
    if (await driver.evaluate<boolean>('return window.__engineSelfTestRan === true;'))
      throw new Error('the CSP let an inline script without a hash run');
  },
};

/** Every check, in the order they run in one session. */
export const CHECKS: readonly Check[] = [
  selfTest,
  ...PAGE_CASES.map(pageCheck),
  searchModal,
  searchPage,
  colourMode,
  phoneMenu,
];

/** Calls `attempt` until it returns something truthy, or fails naming what it waited for. */
export async function poll<T>(
  description: string,
  attempt: () => Promise<T>,
  { timeoutMs = 20_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  let lastError: unknown;
  for (;;) {
    try {
      last = await attempt();
      lastError = undefined;
      if (last) return last as T;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const detail = lastError ? `: ${(lastError as Error).message}` : ` (last value ${JSON.stringify(last)})`;
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${description}${detail}`);
}
