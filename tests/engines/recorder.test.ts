import { describe, expect, it } from 'vitest';
import { injectScriptTag, RECORDER_GLOBAL, RECORDER_PATH, recorderSource, TAKE_RECORDED } from './recorder';

/** Runs the recorder against EventTargets standing in for window and document. */
function runRecorder(errors: boolean) {
  class ErrorEvent extends Event {
    constructor(type: string, init: Record<string, unknown>) {
      super(type);
      Object.assign(this, init);
    }
  }
  const window = new EventTarget() as EventTarget & Record<string, unknown>;
  const document = new EventTarget();
  const logged: unknown[][] = [];
  const fakeConsole = { error: (...args: unknown[]) => logged.push(args) };
  const run = () =>
    new Function('window', 'document', 'console', 'ErrorEvent', recorderSource({ errors }))(
      window,
      document,
      fakeConsole,
      ErrorEvent,
    );
  run();
  const take = () => new Function('window', TAKE_RECORDED)(window) as unknown;
  const event = (type: string, init: Record<string, unknown>) => Object.assign(new Event(type), init);
  return { window, document, fakeConsole, logged, run, take, event, ErrorEvent };
}

const violation = {
  effectiveDirective: 'script-src-elem',
  blockedURI: 'inline',
  sourceFile: 'http://127.0.0.1/x',
  lineNumber: 3,
};

describe('recorderSource', () => {
  it('records CSP violations, console errors, uncaught errors and unhandled rejections', () => {
    const page = runRecorder(true);
    page.document.dispatchEvent(page.event('securitypolicyviolation', violation));
    page.fakeConsole.error('failed', new TypeError('x is undefined'), { a: 1 });
    page.window.dispatchEvent(
      new page.ErrorEvent('error', { message: 'boom', filename: 'app.js', lineno: 7 }),
    );
    page.window.dispatchEvent(page.event('unhandledrejection', { reason: new Error('nope') }));
    expect(page.take()).toEqual([
      { kind: 'csp', text: 'script-src-elem blocked inline (http://127.0.0.1/x:3)' },
      { kind: 'console', text: 'failed TypeError: x is undefined {"a":1}' },
      { kind: 'error', text: 'boom (app.js:7)' },
      { kind: 'error', text: 'unhandled rejection: Error: nope' },
    ]);
    // The page's own console.error still runs, and a take empties the record.
    expect(page.logged).toHaveLength(1);
    expect(page.take()).toEqual([]);
  });

  it('records only CSP violations when the driver has the rest', () => {
    const page = runRecorder(false);
    page.fakeConsole.error('not recorded');
    page.window.dispatchEvent(new page.ErrorEvent('error', { message: 'boom' }));
    page.document.dispatchEvent(page.event('securitypolicyviolation', { ...violation, blockedURI: '' }));
    expect(page.take()).toEqual([
      { kind: 'csp', text: 'script-src-elem blocked inline (http://127.0.0.1/x:3)' },
    ]);
  });

  it('installs once per document', () => {
    const page = runRecorder(true);
    page.run();
    page.fakeConsole.error('once');
    expect(page.take()).toEqual([{ kind: 'console', text: 'once' }]);
    expect(page.window[RECORDER_GLOBAL]).toEqual([]);
  });

  it('hands over null where it did not run', () => {
    expect(new Function('window', TAKE_RECORDED)({})).toBeNull();
  });
});

describe('injectScriptTag', () => {
  const tag = `<script src="${RECORDER_PATH}"></script>`;

  it('puts the script right after <meta charset> at the top of the head', () => {
    const html = '<!doctype html><html lang="zh-Hans"><head>\n<meta charset="UTF-8">\n<title>x</title>';
    expect(injectScriptTag(html, RECORDER_PATH)).toBe(
      `<!doctype html><html lang="zh-Hans"><head>\n<meta charset="UTF-8">${tag}\n<title>x</title>`,
    );
  });

  it('puts it right after <head> when no charset opens the head', () => {
    expect(injectScriptTag('<html><HEAD data-x="1"><title>x</title></HEAD>', RECORDER_PATH)).toBe(
      `<html><HEAD data-x="1">${tag}<title>x</title></HEAD>`,
    );
    // <header> is not <head>.
    expect(injectScriptTag('<head><header></header>', RECORDER_PATH)).toBe(`<head>${tag}<header></header>`);
  });

  it('fails loudly on a page with no head', () => {
    expect(() => injectScriptTag('<p>no head</p>', RECORDER_PATH)).toThrow(/no <head>/);
  });
});
