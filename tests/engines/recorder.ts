/**
 * The in-page recorder: a script that runs before the page's own and keeps what the page reports
 * in `window.__engineProblems` for the driver to take. Firefox gets it as a preload script (its
 * console errors and uncaught errors come over WebDriver BiDi, so it records CSP violations only);
 * WebKit's classic WebDriver has neither, so the proxy (proxy.ts) adds it as the first script of
 * every page and it records everything.
 *
 * It is a string, not a function: a function's source as tsx compiles it may call helpers that
 * exist only in Node.
 */

export const RECORDER_GLOBAL = '__engineProblems';

/** Where the proxy serves the recorder: same origin, so `script-src 'self'` lets it run. */
export const RECORDER_PATH = '/__engines/recorder.js';

export interface RecorderOptions {
  /** Also record console.error calls, uncaught errors, failed loads and unhandled rejections. */
  errors: boolean;
}

export function recorderSource({ errors }: RecorderOptions): string {
  return `(() => {
  if (window.${RECORDER_GLOBAL}) return;
  const problems = [];
  window.${RECORDER_GLOBAL} = problems;
  const describe = (value) => {
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (typeof value === 'string') return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  const push = (kind, text) => problems.push({ kind, text: String(text).slice(0, 500) });
  document.addEventListener('securitypolicyviolation', (event) => {
    push('csp', event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') +
      ' (' + event.sourceFile + ':' + event.lineNumber + ')');
  });
  if (!${errors}) return;
  window.addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) {
      push('error', event.message + (event.filename ? ' (' + event.filename + ':' + event.lineno + ')' : ''));
      return;
    }
    const target = event.target;
    if (target && target.tagName) {
      push('error', 'failed to load <' + target.tagName.toLowerCase() + '> ' + (target.currentSrc || target.src || target.href || ''));
    }
  }, true);
  window.addEventListener('unhandledrejection', (event) => push('error', 'unhandled rejection: ' + describe(event.reason)));
  const consoleError = console.error;
  console.error = function (...args) {
    push('console', args.map(describe).join(' '));
    return consoleError.apply(this, args);
  };
})();
`;
}

/** The script that hands over (and forgets) what the recorder holds; `null` when it did not run. */
export const TAKE_RECORDED = `const recorded = window.${RECORDER_GLOBAL};
return recorded ? recorded.splice(0) : null;`;

/**
 * Puts `<script src>` first in the document's head: right after `<meta charset>` when that opens
 * the head (it must stay in the first 1,024 bytes), else right after `<head>`.
 */
export function injectScriptTag(html: string, src: string): string {
  const tag = `<script src="${src}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('the page has no <head> to put the recorder in');
  let at = head.index + head[0].length;
  const charset = /^\s*<meta\s+charset=[^>]*>/i.exec(html.slice(at));
  if (charset) at += charset[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}
