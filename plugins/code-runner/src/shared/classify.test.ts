import { describe, expect, it } from 'vitest';
import { BLOCKER_MESSAGES, classifySample, runnerBlocker, type SampleFence } from './classify';

const js = (code: string, extra: Partial<SampleFence> = {}): SampleFence => ({
  lang: 'js',
  code,
  run: true,
  exempt: false,
  test: false,
  ...extra,
});

describe('classifySample', () => {
  it('offers a run block of plain JavaScript to the browser', () => {
    expect(classifySample(js('console.log([1, 2].map((n) => n * 2));'))).toEqual({ runs: 'browser' });
    expect(classifySample(js('await Promise.resolve(); setTimeout(() => console.log(1), 10);'))).toEqual({
      runs: 'browser',
    });
  });

  it('leaves fragments, tests, exempt blocks, JSX and other languages alone', () => {
    expect(classifySample(js('console.log(1)', { run: false }))).toEqual({ runs: 'no' });
    expect(classifySample(js('console.log(1)', { test: true }))).toEqual({ runs: 'no' });
    expect(classifySample(js('console.log(1)', { exempt: true }))).toEqual({ runs: 'no' });
    expect(classifySample(js('console.log(<b />)', { lang: 'jsx' }))).toEqual({ runs: 'no' });
    expect(classifySample(js('print(1)', { lang: 'python' }))).toEqual({ runs: 'no' });
  });

  it('offers type-checked TypeScript that prints, and not type-only TypeScript', () => {
    const ts = (code: string): SampleFence => js(code, { lang: 'ts', run: false });
    expect(classifySample(ts('const n: number = 1;\nconsole.log(n);'))).toEqual({ runs: 'browser' });
    expect(classifySample(ts('type A = { a: 1 };'))).toEqual({ runs: 'no' });
    expect(classifySample(ts('declare const x: number;\nconsole.log(x);'))).toEqual({ runs: 'no' });
    expect(classifySample(ts('class A {\n  @logged\n  m() {}\n}\nconsole.log(new A());'))).toEqual({
      runs: 'no',
    });
  });

  it('names what a Node-only or page-only sample needs', () => {
    const cases: [string, string][] = [
      ["import { readFile } from 'node:fs/promises';", 'fs'],
      ['console.log(__dirname);', 'fs'],
      ["import http from 'node:http';\nhttp.createServer().listen(3000);", 'server'],
      ["const app = require('express')();", 'server'],
      ['setImmediate(() => console.log(1));', 'node-event-loop'],
      ['process.nextTick(() => console.log(1));', 'node-event-loop'],
      ['console.log(process.argv);', 'process'],
      ["const { inspect } = require('node:util');", 'require'],
      ["import { isDeepStrictEqual } from 'node:util';", 'import'],
      // Joined, so the dependency check does not take the sample for an import of this file.
      [['import _ from', "'lodash';"].join(' '), 'import'],
      ["console.log(Buffer.from('a'));", 'node-globals'],
      ['global.x = 1;', 'node-globals'],
      ["const m = await import('node:timers/promises');", 'import'],
      ['console.log(new Error().stack.split("\\n")[1]);', 'node-stack'],
      ["console.log([...new Headers({ cookie: 'a' })]);", 'fetch'],
      ["document.querySelector('a');", 'dom'],
      ['localStorage.setItem("a", "1");', 'dom'],
    ];
    for (const [code, blocker] of cases) {
      expect(classifySample(js(code)), code).toEqual({ runs: 'elsewhere', blocker });
    }
  });

  it('does not take look-alikes for Node features', () => {
    for (const code of [
      'console.log(globalThis.x);',
      'const data = { process: 1 }; console.log(data.process);',
      'const importance = 1; console.log(importance);',
      'const stacked = [1].length; console.log(stacked);',
    ]) {
      expect(runnerBlocker(code), code).toBeUndefined();
    }
  });

  it('has a reader-facing message for every blocker', () => {
    for (const message of Object.values(BLOCKER_MESSAGES)) expect(message).toMatch(/运行。$/);
  });
});
