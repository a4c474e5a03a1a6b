import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockSubject, runCheck } from '../check';
import { fence, pageWith } from './pages';
import { repoWorkDir } from './workDir';

let root: string;
let workDir: string;
let marker: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'check-content-tests-'));
  workDir = await repoWorkDir();
  marker = path.join(root, 'ran.txt');
  await mkdir(path.join(root, 'docs/t'), { recursive: true });
  await mkdir(path.join(root, 'baselines'));
  await writeFile(
    path.join(root, 'docs/tags.yml'),
    'javascript:\n  label: javascript\n  permalink: /javascript\n',
  );
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(workDir, { recursive: true, force: true });
});

const check = () =>
  runCheck({
    root,
    targets: ['docs/t'],
    cacheFile: path.join(root, '.cache.json'),
    workDir,
    baselineDir: path.join(root, 'baselines'),
  });

/** A component that updates state outside act(): React logs a warning on every run. */
const NOISY = `import { test, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';

function Late() {
  const [text, setText] = useState('早');
  useEffect(() => {
    void Promise.resolve().then(() => setText('晚'));
  }, []);
  return <p>{text}</p>;
}

test('更新在 act 之外', async () => {
  console.log('一些日志');
  render(<Late />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getByText('晚')).toBeTruthy();
  expect(screen.getAllByRole('paragraph')).toHaveLength(EXPECTED);
});`;

/** File line of the fence opened with ```info in a page source. */
function fenceLine(source: string, info: string): number {
  return source.split('\n').findIndex((line) => line === `\`\`\`${info}`) + 1;
}

describe('test blocks', () => {
  const blocks = [
    fence('tsx test', NOISY.replace('EXPECTED', '2')),
    fence('jsx test', NOISY.replace('EXPECTED', '1')),
    fence(
      'ts test',
      `import { test, expect } from 'vitest';\nimport { appendFileSync } from 'node:fs';\n\ntest('记录一次运行', () => {\n  appendFileSync(${JSON.stringify('MARKER')}, 'ran\\n');\n  expect([1, 2, 3].map((n) => n * 2)).toEqual([2, 4, 6]);\n});`,
    ),
    fence(
      'ts test title="类型"',
      "import { test, expectTypeOf } from 'vitest';\n\nconst pick = (n: number) => String(n);\n\ntest('返回值的类型', () => {\n  expectTypeOf(pick).returns.toEqualTypeOf<number>();\n});",
    ),
    fence('python test', 'assert 1 + 1 == 2'),
  ];
  let source: string;

  it('reports a failing expect at the page and the fence line, through React act() warnings', async () => {
    source = pageWith(blocks.join('\n\n').replace('MARKER', marker));
    await writeFile(path.join(root, 'docs/t/page.md'), source);
    const report = await check();
    expect(report.testBlocks).toBe(4);
    const tests = report.findings.filter((f) => f.rule === 'test-block');
    expect(tests).toEqual([
      {
        file: 'docs/t/page.md',
        line: fenceLine(source, 'tsx test'),
        rule: 'test-block',
        message: expect.stringMatching(
          /^test "更新在 act 之外" failed: AssertionError: expected \[ .* \] to have a length of 2 but got 1 \(block line 18\)$/,
        ),
      },
      {
        file: 'docs/t/page.md',
        line: fenceLine(source, 'python test'),
        rule: 'test-block',
        message: expect.stringContaining('`python` blocks cannot be tests'),
      },
    ]);
    expect(await readFile(marker, 'utf8')).toBe('ran\n');
  });

  it('fails the type check when a type-level assertion is wrong', async () => {
    const report = await check();
    const typeErrors = report.findings.filter((f) => f.rule === 'code-ts');
    expect(typeErrors).toEqual([
      expect.objectContaining({
        line: fenceLine(source, 'ts test title="类型"') + 6,
        message: expect.stringMatching(/^TS\d+:/),
      }),
    ]);
  });

  it('caches results: a second run executes no block', async () => {
    const report = await check();
    // 4 test runs, 4 checks of the ts/tsx/jsx code itself and the python block's compile check.
    expect(report.fromCache).toBe(9);
    expect(await readFile(marker, 'utf8')).toBe('ran\n');
  });

  it('a test fence carries neither nocheck nor run', async () => {
    await writeFile(
      path.join(root, 'docs/t/page.md'),
      pageWith(
        fence('ts test nocheck="片段：依赖上文"', "import { test } from 'vitest';\ntest('空', () => {});"),
      ),
    );
    const findings = (await check()).findings.filter((f) => f.rule === 'test-block');
    expect(findings.map((f) => f.message)).toEqual([expect.stringContaining('drop `nocheck`')]);
  });
});

describe('vue-tsc', () => {
  const broken =
    '<script setup lang="ts">\nimport { ref } from \'vue\';\nconst n = ref(0);\n</script>\n\n<template>\n  <p>{{ n.toUpperCase() }}</p>\n</template>';

  it('maps an error to the page line, and a listed block is a known failure that may only go away', async () => {
    const source = pageWith(fence('vue', broken));
    await writeFile(path.join(root, 'docs/t/page.md'), source);
    const first = (await check()).findings.filter((f) => f.rule === 'vue-tsc');
    expect(first).toEqual([
      expect.objectContaining({
        file: 'docs/t/page.md',
        line: fenceLine(source, 'vue') + 7,
        message: expect.stringContaining("Property 'toUpperCase' does not exist on type 'number'"),
      }),
    ]);

    const subject = blockSubject('docs/t/page.md', broken);
    await writeFile(path.join(root, 'baselines/vue-tsc.json'), JSON.stringify({ [subject]: 1 }));
    expect((await check()).findings.filter((f) => ['vue-tsc', 'baseline'].includes(f.rule))).toEqual([]);

    await writeFile(
      path.join(root, 'docs/t/page.md'),
      pageWith(fence('vue', broken.replace('.toUpperCase()', '.toFixed(1)'))),
    );
    const fixed = (await check()).findings.filter((f) => ['vue-tsc', 'baseline'].includes(f.rule));
    expect(fixed.map((f) => f.message)).toEqual([
      expect.stringContaining(`${subject} no longer has a \`vue-tsc\` problem`),
    ]);
  });
});
