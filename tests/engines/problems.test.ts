import { describe, expect, it } from 'vitest';
import {
  classifyConsoleMessage,
  classifyPageError,
  formatProblems,
  isCspText,
  recordedProblems,
} from './problems';

const FIREFOX_CSP =
  "Content-Security-Policy: The page’s settings blocked the loading of a resource (img-src) at https://example.invalid/x.png because it violates the following directive: “img-src 'none'”";
const WEBKIT_CSP =
  "Refused to execute a script because its hash, its nonce, or 'unsafe-inline' does not appear in the script-src directive of the Content Security Policy.";

describe('CSP reports', () => {
  it('recognises Firefox’s and WebKit’s wording', () => {
    expect(isCspText(FIREFOX_CSP)).toBe(true);
    expect(isCspText(WEBKIT_CSP)).toBe(true);
    expect(isCspText('TypeError: x is undefined')).toBe(false);
    expect(isCspText('ordinary text that mentions security')).toBe(false);
  });

  it('classifies Firefox’s CSP page error as a violation and other page errors as errors', () => {
    expect(classifyPageError(FIREFOX_CSP)).toEqual({ kind: 'csp', text: FIREFOX_CSP });
    expect(classifyPageError('Error: boom')).toEqual({ kind: 'error', text: 'Error: boom' });
  });
});

describe('console messages', () => {
  it('counts errors and failed assertions, CSP ones as violations', () => {
    expect(classifyConsoleMessage('error', 'hello')).toEqual({ kind: 'console', text: 'hello' });
    expect(classifyConsoleMessage('assert', 'Assertion failed')).toEqual({
      kind: 'console',
      text: 'Assertion failed',
    });
    expect(classifyConsoleMessage('error', WEBKIT_CSP)).toEqual({ kind: 'csp', text: WEBKIT_CSP });
  });

  it('ignores warnings, logs and the rest', () => {
    for (const type of ['warn', 'warning', 'log', 'info', 'debug', 'trace'])
      expect(classifyConsoleMessage(type, FIREFOX_CSP)).toBeUndefined();
  });
});

describe('recordedProblems', () => {
  it('passes the recorder’s entries through', () => {
    expect(recordedProblems([{ kind: 'csp', text: 'script-src blocked inline' }])).toEqual([
      { kind: 'csp', text: 'script-src blocked inline' },
    ]);
    expect(recordedProblems([])).toEqual([]);
  });

  it('reports a page the recorder did not run on', () => {
    expect(recordedProblems(null)).toEqual([
      { kind: 'error', text: 'the in-page recorder did not run on this page' },
    ]);
    expect(recordedProblems(undefined)[0]!.text).toMatch(/did not run/);
  });

  it('turns malformed entries into errors rather than dropping them', () => {
    expect(recordedProblems({})).toEqual([{ kind: 'error', text: 'the recorder returned {}' }]);
    expect(recordedProblems([{ kind: 'odd', text: 'x' }, 7])).toEqual([
      { kind: 'error', text: 'x' },
      { kind: 'error', text: '7' },
    ]);
  });
});

describe('formatProblems', () => {
  it('puts CSP violations first and counts repeats once', () => {
    expect(
      formatProblems([
        { kind: 'console', text: 'a' },
        { kind: 'error', text: 'b' },
        { kind: 'csp', text: 'c' },
        { kind: 'console', text: 'a' },
      ]),
    ).toEqual(['CSP violation: c', 'page error: b', 'console error: a (×2)']);
    expect(formatProblems([])).toEqual([]);
  });
});
