import { describe, expect, it } from 'vitest';
import { metaAttribute, metaFlag, parseInfo, scanBody } from '../markdown';
import { describeOutputMismatch, normaliseOutput } from '../verify/output';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runInWorker } from '../verify/jsWorker';
import { moduleKind, needsOwnProcess, verifyBlock } from '../verify/languages';
import { responsiveTimeout, runProcess } from '../verify/process';

describe('moduleKind', () => {
  it('runs imports as an ES module even when a string mentions require(', () => {
    expect(moduleKind("import fs from 'node:fs';\nconsole.log('require(x)');")).toBe('mjs');
  });
  it('runs require() code as CommonJS', () => {
    expect(moduleKind("const fs = require('node:fs');")).toBe('cjs');
  });
  it('defaults to an ES module', () => {
    expect(moduleKind('console.log(1);')).toBe('mjs');
  });
});

describe('fence parsing', () => {
  it('splits language and meta', () => {
    expect(parseInfo('ts run title="x y"')).toEqual({ lang: 'ts', meta: 'run title="x y"' });
    expect(metaAttribute('run title="输出"', 'title')).toBe('输出');
    expect(metaAttribute('nocheck="片段：依赖上文"', 'nocheck')).toBe('片段：依赖上文');
    expect(metaFlag('title=rerun', 'run')).toBe(false);
    expect(metaFlag('run title=a', 'run')).toBe(true);
  });

  it('finds fences, headings outside code and keeps line numbers', () => {
    const scanned = scanBody('## 一\n\n```js\n# not a heading\n```\n\n### 二\n````md\n```js\n````', 10);
    expect(scanned.headings.map((h) => [h.depth, h.text, h.line])).toEqual([
      [2, '一', 10],
      [3, '二', 16],
    ]);
    expect(scanned.fences.map((f) => [f.lang, f.line, f.closed])).toEqual([
      ['js', 12, true],
      ['md', 17, true],
    ]);
    expect(scanned.prose.split('\n')).toHaveLength(10);
  });

  it('reports an unclosed fence', () => {
    expect(scanBody('```ts\nconst a = 1;').fences[0]!.closed).toBe(false);
  });
});

describe('output comparison', () => {
  it('ignores trailing spaces and blank lines, not content', () => {
    expect(normaliseOutput('a  \r\nb\n\n')).toBe('a\nb');
    expect(describeOutputMismatch('1\n2', '1\n2\n')).toBeUndefined();
    expect(describeOutputMismatch('1\n2', '1\n3')).toMatch(/line 2: expected "2", got "3"/);
  });
});

describe('running JavaScript blocks in a worker', () => {
  const file = path.join(os.tmpdir(), `check-content-worker-${process.pid}.mjs`);

  it('prints what `node file` prints: event loop order and util.inspect formatting', async () => {
    const code =
      "setTimeout(() => console.log('宏任务'), 0);\nPromise.resolve().then(() => console.log('微任务'));\nprocess.nextTick(() => console.log('nextTick'));\nconsole.log({ a: [1, 'x'], '中': null });";
    for (const ext of ['mjs', 'cjs']) {
      const script = path.join(os.tmpdir(), `check-content-worker-${process.pid}.${ext}`);
      await writeFile(script, code);
      const inProcess = await runProcess(process.execPath, [script]);
      expect(inProcess.stdout).toContain("{ a: [ 1, 'x' ], '中': null }\n");
      expect(await runInWorker(script, 10_000)).toMatchObject({
        code: 0,
        stdout: inProcess.stdout,
        timedOut: false,
      });
    }
  });

  it('reports an uncaught error and a block that never ends', async () => {
    await writeFile(file, "throw new TypeError('坏了');");
    const thrown = await runInWorker(file, 10_000);
    expect(thrown.code).not.toBe(0);
    expect(thrown.stderr).toContain('TypeError: 坏了');
    await writeFile(file, 'while (true) {}');
    expect((await runInWorker(file, 300)).timedOut).toBe(true);
  });

  it('leaves blocks that touch the process to a process', () => {
    expect(needsOwnProcess("process.env.TZ = 'Asia/Shanghai';")).toBe(true);
    expect(needsOwnProcess("import { readFileSync } from 'node:fs';")).toBe(true);
    expect(needsOwnProcess("process.on('exit', () => {});")).toBe(true);
    expect(needsOwnProcess('process.nextTick(() => {});')).toBe(false);
    expect(needsOwnProcess('console.log([1, 2].map((n) => n * 2));')).toBe(false);
  });
});

describe('C run blocks', () => {
  const job = (code: string) => ({
    key: 'k',
    verifier: 'c' as const,
    lang: 'c',
    code,
    run: true,
    expectedOutput: '42',
    file: 'docs/a.md',
    line: 10,
  });

  it('are compiled once; a compile error keeps its line', async () => {
    const broken = await verifyBlock(job('#include <stdio.h>\nint main(void) {\n  return missing;\n}'));
    expect(broken.errors).toEqual([
      { line: 3, message: expect.stringMatching(/^does not compile: error: .*missing/) },
    ]);
    const good = await verifyBlock(
      job('#include <stdio.h>\nint main(void) { printf("%d\\n", 42); return 0; }'),
    );
    expect(good.errors).toEqual([]);
  });
});

describe('time limits', () => {
  it('count responsive time only: a blocked event loop does not time a program out', async () => {
    let fired = false;
    const timer = responsiveTimeout(400, () => (fired = true));
    const blockedUntil = performance.now() + 1000;
    while (performance.now() < blockedUntil) {
      // The type-checker holding the thread.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fired).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fired).toBe(true);
    timer.clear();
  });
});
