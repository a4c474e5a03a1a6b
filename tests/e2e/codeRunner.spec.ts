import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { firstOutputDifference } from '../../plugins/code-runner/src/shared/outputCompare';
import { BLOCKER_MESSAGES } from '../../plugins/code-runner/src/shared/classify';
import { pageBlockedBy, pagesWithRunnableSamples } from './codeRunnerSamples';
import { cspViolations, recordCspViolations } from './csp';
import { expect, openHydrated, test } from './fixtures';

/**
 * The code runner (plugins/code-runner): every sample the classifier marks runnable in the browser
 * runs in Chromium and prints the page's stated output (the checker proves the same in Node);
 * then editing, reset, Ctrl+Enter, async order, the limits, errors, CSP, keyboard and axe.
 */

const DOC = '/docs/JavaScript/核心概念/闭包';
const ENDED = /运行结束|运行出错|已停止|加载失败/;

/**
 * Samples whose output differs in Chromium from the page's, which Node proves: the browser's engine
 * or the inspect port cannot match. Each must still differ (the test fails when one matches, so the
 * list only shrinks); readers see the first difference under the block.
 */
const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {
  'docs/Other/读书笔记/ES6标准入门/12-Iterator 与 for...of.md:171':
    'Chromium has the Iterator global, Node 20 does not',
  'docs/Other/读书笔记/ES6标准入门/12-Iterator 与 for...of.md:254':
    "a logged promise's value: browsers cannot read a promise's state",
  'docs/Other/读书笔记/ES6标准入门/12-Iterator 与 for...of.md:350':
    'Chromium has iterator helpers, Node 20 does not',
  'docs/Other/读书笔记/ES6标准入门/08-Symbol.md:249': 'Chromium has DisposableStack, Node 20 does not',
  'docs/Other/读书笔记/ES6标准入门/03-字符串的扩展.md:330': 'Chromium has RegExp.escape, Node 20 does not',
  'docs/Other/读书笔记/ES6标准入门/04-数值的扩展.md:330': 'Chromium has JSON.rawJSON, Node 20 does not',
  'docs/Other/读书笔记/ES6标准入门/02-解构赋值.md:193':
    'node-inspect-extracted prints symbol keys as Symbol(tag), Node 20 as [Symbol(tag)]',
  'docs/JavaScript/函数基础/02-参数与 arguments.md:197':
    "top-level arguments: a module has none, the runner's program (a function body) has an empty one",
  'docs/Other/读书笔记/图解V8/13-堆与栈.md:68':
    "a worker's stack is deeper or shallower than Node's main thread",
};

const stdoutOf = async (block: Locator): Promise<string> =>
  (await block.locator('[data-stream="out"]').allTextContents()).join('');

/** Opens the collapsed answers (`<details>`) the block sits in, outermost first. */
async function reveal(block: Locator): Promise<void> {
  const enclosing = block.locator('xpath=ancestor::details');
  for (let index = 0; index < (await enclosing.count()); index++) {
    const details = enclosing.nth(index);
    if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
      await details.locator('xpath=./summary').click();
  }
  // The answer slides open: click only once it stands still.
  await block
    .page()
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expect(block).toBeVisible();
}

/** Runs the block (its first 「运行」 loads the runner) and waits until the run has ended. */
async function runBlock(block: Locator): Promise<string> {
  await reveal(block);
  await block.getByRole('button', { name: /^(运行|重新运行)$/ }).click();
  const status = block.getByRole('status');
  await expect(status).toHaveText(ENDED, { timeout: 15_000 });
  return (await status.textContent()) ?? '';
}

/** Opens the editor on the block and runs `code` with Ctrl+Enter. */
async function runEdited(page: Page, block: Locator, code: string): Promise<string> {
  if (!(await block.locator('textarea').isVisible()))
    await block.getByRole('button', { name: '编辑' }).click();
  const editor = block.getByRole('textbox', { name: /编辑代码/ });
  await expect(editor).toBeFocused();
  await editor.fill(code);
  await page.keyboard.press('Control+Enter');
  const status = block.getByRole('status');
  await expect(status).toHaveText(ENDED, { timeout: 15_000 });
  return (await status.textContent()) ?? '';
}

test.describe('every sample runnable in the browser prints the page’s stated output', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { permalink, samples } of pagesWithRunnableSamples()) {
    test(permalink, async ({ page }) => {
      test.setTimeout(30_000 + samples.length * 8_000);
      await recordCspViolations(page);
      await openHydrated(page, permalink);
      const blocks = page.locator('[data-runner="browser"]');
      await expect(blocks).toHaveCount(samples.length);
      const problems: string[] = [];
      for (const [index, sample] of samples.entries()) {
        const block = blocks.nth(index);
        const summary = await runBlock(block);
        if (KNOWN_DIFFERENCES[sample.at]) {
          if (!/与页面输出不同|运行出错/.test(summary))
            problems.push(`${sample.at}: now matches the page; remove it from KNOWN_DIFFERENCES`);
          continue;
        }
        if (sample.expected === undefined) {
          if (!summary.startsWith('运行结束')) problems.push(`${sample.at}: ${summary}`);
          continue;
        }
        const difference = firstOutputDifference(sample.expected, await stdoutOf(block));
        if (difference)
          problems.push(
            `${sample.at}: output line ${difference.line}: expected ${JSON.stringify(difference.expected)}, got ${JSON.stringify(difference.actual)} (${summary})`,
          );
        else if (!summary.startsWith('运行结束，与页面输出一致')) problems.push(`${sample.at}: ${summary}`);
      }
      expect(problems).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  }
});

test.describe('the runner on a doc page', () => {
  test.beforeEach(async ({ page }) => {
    await recordCspViolations(page);
    await openHydrated(page, DOC);
  });
  test.afterEach(async ({ page }) => {
    expect(await cspViolations(page)).toEqual([]);
  });

  test('nothing of the runner loads before a click; 「运行」 then shows the output and that it matches', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    expect(requests.filter((url) => /code-runner|worker/.test(url))).toEqual([]);
    const block = page.locator('[data-runner="browser"]').first();
    expect(await runBlock(block)).toMatch(/^运行结束，与页面输出一致。/);
    expect(requests.some((url) => /\/code-runner\/worker\.[0-9a-f]{10}\.js$/.test(url))).toBe(true);
  });

  test('「编辑」 opens an editor, Ctrl+Enter runs the edit, 「重置」 restores the page’s code', async ({
    page,
  }) => {
    const block = page.locator('[data-runner="browser"]').first();
    const original = await block.locator('pre').first().textContent();
    expect(await runEdited(page, block, "console.log('改过了', [1, 2]);")).toMatch(
      /与页面输出不同：第 1 行页面为「.+」，运行得到「改过了 \[ 1, 2 \]」/,
    );
    expect(await stdoutOf(block)).toBe('改过了 [ 1, 2 ]\n');
    await block.getByRole('button', { name: '重置' }).click();
    await expect(block.locator('textarea')).toHaveCount(0);
    await expect(block.locator('pre').first()).toHaveText(original ?? '');
    await expect(block.getByRole('button', { name: /^(运行|重新运行)$/ })).toBeFocused();
    expect(await runBlock(block)).toMatch(/与页面输出一致/);
  });

  test('asynchronous code prints in the event loop’s order, and the run waits for timers', async ({
    page,
  }) => {
    const block = page.locator('[data-runner="browser"]').first();
    const code = [
      "setTimeout(() => console.log('timeout 0'), 0);",
      "setTimeout(() => console.log('timeout 300'), 300);",
      "Promise.resolve().then(() => console.log('microtask'));",
      "queueMicrotask(() => console.log('queueMicrotask'));",
      "console.log('sync');",
      'await new Promise((resolve) => setTimeout(resolve, 50));',
      "console.log('after await');",
    ].join('\n');
    expect(await runEdited(page, block, code)).toMatch(/^运行结束/);
    expect(await stdoutOf(block)).toBe(
      'sync\nmicrotask\nqueueMicrotask\ntimeout 0\nafter await\ntimeout 300\n',
    );
  });

  test('an endless loop is stopped after the time limit and the page stays responsive', async ({ page }) => {
    const block = page.locator('[data-runner="browser"]').first();
    await block.getByRole('button', { name: '编辑' }).click();
    await block.getByRole('textbox', { name: /编辑代码/ }).fill("console.log('before');\nwhile (true) {}");
    await page.keyboard.press('Control+Enter');
    await expect(block.getByRole('status')).toHaveText('正在运行…');
    // The page answers while the worker spins: its script runs, and the run is still going.
    expect(
      await page.evaluate(() => document.querySelector('[data-runner] [role="status"]')?.textContent),
    ).toBe('正在运行…');
    await expect(block.getByRole('status')).toHaveText(/运行超过 5 秒，已停止/, { timeout: 15_000 });
    expect(await stdoutOf(block)).toBe('before\n');
  });

  test('「停止」 ends a running program at once', async ({ page }) => {
    const block = page.locator('[data-runner="browser"]').first();
    await block.getByRole('button', { name: '编辑' }).click();
    await block.getByRole('textbox', { name: /编辑代码/ }).fill('setInterval(() => {}, 10);');
    await page.keyboard.press('Control+Enter');
    await block.getByRole('button', { name: '停止' }).click();
    await expect(block.getByRole('status')).toHaveText(/^已停止。/);
  });

  test('an output over 1 MB is stopped with a message', async ({ page }) => {
    const block = page.locator('[data-runner="browser"]').first();
    expect(await runEdited(page, block, "for (;;) console.log('x'.repeat(1000));")).toMatch(
      /输出超过 1 MB，已停止/,
    );
    const length = (await stdoutOf(block)).length;
    expect(length).toBeGreaterThan(900_000);
    expect(length).toBeLessThanOrEqual(1_000_000);
  });

  test('a thrown error shows its name and message; the worker cannot fetch', async ({ page }) => {
    const block = page.locator('[data-runner="browser"]').first();
    expect(await runEdited(page, block, "console.log('start');\nnull.x;")).toMatch(/^运行出错/);
    await expect(block.locator('[data-stream="err"]')).toHaveText(
      "Uncaught TypeError: Cannot read properties of null (reading 'x')\n",
    );
    expect(await runEdited(page, block, "await fetch('/');\nconsole.log('fetched');")).toMatch(/^运行出错/);
    expect(await stdoutOf(block)).toBe('');
    await expect(block.locator('[data-stream="err"]')).toHaveText(/^Uncaught TypeError: Failed to fetch/);
  });

  test('keyboard: Tab reaches 「运行」 and 「编辑」, Enter runs, Ctrl+Enter runs the edit', async ({
    page,
  }) => {
    const block = page.locator('[data-runner="browser"]').first();
    await block.getByRole('button', { name: '运行' }).focus();
    await page.keyboard.press('Enter');
    await expect(block.getByRole('status')).toHaveText(/与页面输出一致/, { timeout: 15_000 });
    await page.keyboard.press('Tab');
    await expect(block.getByRole('button', { name: '编辑' })).toBeFocused();
    await page.keyboard.press('Enter');
    const editor = block.getByRole('textbox', { name: /编辑代码/ });
    await expect(editor).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type("console.log('键盘')");
    await page.keyboard.press('Control+Enter');
    await expect(block.getByRole('status')).toHaveText(/运行结束/);
    expect(await stdoutOf(block)).toBe('键盘\n');
  });
});

test('TypeScript samples run with their types erased', async ({ page }) => {
  const tsPage = pagesWithRunnableSamples().find(({ samples }) =>
    samples.some((sample) => sample.lang === 'ts'),
  );
  expect(tsPage, 'a page with a runnable TypeScript sample').toBeDefined();
  await openHydrated(page, tsPage!.permalink);
  const index = tsPage!.samples.findIndex((sample) => sample.lang === 'ts');
  const block = page.locator('[data-runner="browser"]').nth(index);
  expect(await runBlock(block)).toMatch(/^运行结束/);
  expect(await stdoutOf(block)).not.toBe('');
});

test('a sample that needs Node says why instead of offering 「运行」', async ({ page }) => {
  await openHydrated(page, pageBlockedBy('fs'));
  const block = page.locator('[data-runner="fs"]').first();
  await expect(block).toContainText(BLOCKER_MESSAGES.fs);
  await expect(block.getByRole('button', { name: '运行' })).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open runner, editor and output have no axe violations in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await openHydrated(page, DOC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const blocks = page.locator('[data-runner="browser"]');
    await runBlock(blocks.first());
    await runEdited(page, blocks.nth(1), "console.log({ a: 1 });\nconsole.error('错误输出');");
    const result = await new AxeBuilder({ page }).include('[data-runner]').analyze();
    expect(
      result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
