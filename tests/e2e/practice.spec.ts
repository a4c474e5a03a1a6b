import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bankFilesIn, bundleServiceWorker, offlineConfig } from '../../plugins/practice/src/node/offline';
import { cacheNameOf, SERVICE_WORKER_FILE } from '../../plugins/practice/src/shared/offline';
import { createStaticServer } from '../../scripts/serve/server';
import { readCspSources } from '../../scripts/serve/serverFiles';
import { expect, openHydrated, test } from './fixtures';

/** plugins/practice: /practice against the built site. */

const PAGE_URL = '/docs/Docker/docker compose';
/** Questions of PAGE_URL (its 面试题 section). */
const PAGE_QUESTIONS = 3;
const SCOPED = `/practice?page=${encodeURIComponent(PAGE_URL)}`;

const count = (page: Page, name: string) => page.locator(`[data-count="${name}"]`);
const questionHeading = (page: Page) => page.locator('#practice-question');
const showAnswer = (page: Page) => page.getByRole('button', { name: /显示答案/ });
const gradeButton = (page: Page, label: string) =>
  page.getByRole('group', { name: /评分/ }).getByRole('button', { name: new RegExp(`^${label}`) });
const start = (page: Page) => page.getByRole('button', { name: '开始练习' });

/** Reveals the shown question with Space and grades it with a key (1–4), once the page is ready for each. */
async function revealAndGrade(page: Page, key: '1' | '2' | '3' | '4'): Promise<void> {
  await expect(showAnswer(page)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(gradeButton(page, '重来')).toBeVisible();
  await page.keyboard.press(key);
  await expect(gradeButton(page, '重来')).toHaveCount(0);
}

const BUILD = path.resolve(import.meta.dirname, '../../build');

/** Replaces a file of the build copy (a new file, so the hard-linked original stays) and drops its compressed siblings. */
async function replaceFile(file: string, contents: string): Promise<void> {
  await Promise.all([file, `${file}.br`, `${file}.gz`].map((name) => rm(name, { force: true })));
  await writeFile(file, contents);
}

/** The worker's config for a build folder, as the build makes it. */
async function builtOfflineConfig(dir = BUILD, html?: string) {
  return offlineConfig({
    baseUrl: '/',
    pagePath: '/practice',
    pageHtml: html ?? (await readFile(path.join(dir, 'practice.html'), 'utf8')),
    bankDir: 'practice-bank',
    ...(await bankFilesIn(path.join(dir, 'practice-bank'), '/')),
    manifestFile: 'manifest.json',
  });
}

/**
 * A second build in the copy: /practice's HTML gains a marker, and the worker is rebuilt for it
 * as the build does. Returns the new worker's version.
 */
async function writeSecondBuild(dir: string): Promise<string> {
  const htmlFile = path.join(dir, 'practice.html');
  const html = (await readFile(htmlFile, 'utf8')).replace(
    '<head>',
    '<head><meta name="practice-build" content="2">',
  );
  const config = await builtOfflineConfig(dir, html);
  await replaceFile(htmlFile, html);
  await replaceFile(path.join(dir, SERVICE_WORKER_FILE), await bundleServiceWorker(config));
  return config.version;
}

/** Waits until the service worker has cached the page and the bank and controls the page. */
async function waitForOfflineCache(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function openScoped(page: Page): Promise<void> {
  await openHydrated(page, SCOPED);
  await expect(count(page, 'total')).toHaveText(String(PAGE_QUESTIONS));
}

test.describe('practice', () => {
  test('start, reveal and grade with mouse and keys; a reload resumes with the grades kept', async ({
    page,
  }) => {
    await openScoped(page);
    await expect(count(page, 'new')).toHaveText(String(PAGE_QUESTIONS));
    await expect(count(page, 'due')).toHaveText('0');
    await start(page).click();
    await expect(page.locator('main')).toContainText(`本轮还剩 ${PAGE_QUESTIONS} 题`);

    const first = await questionHeading(page).textContent();
    await expect(page.locator('main')).toContainText('docker compose');
    await showAnswer(page).click();
    const answer = page.locator('[aria-labelledby="practice-answer"]');
    await expect(answer).toContainText('结论');
    const noteLink = answer.getByRole('link', { name: '在笔记中查看这道题' });
    const href = await noteLink.getAttribute('href');
    expect(href).toMatch(/#q-[0-9a-f]{12}$/);
    expect(href!.split('#')[0]).toBe(PAGE_URL);
    await gradeButton(page, '良好').click();

    await expect(questionHeading(page)).not.toHaveText(first!);
    // 良好 on a new question keeps it in learning, due again in minutes: still in this sitting's queue.
    await expect(page.locator('main')).toContainText(`本轮还剩 ${PAGE_QUESTIONS} 题`);
    const second = await questionHeading(page).textContent();
    await expect(showAnswer(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(gradeButton(page, '重来')).toBeVisible();
    await page.keyboard.press('1');
    // 「重来」 brings the question back later in the same sitting; the third question comes first.
    await expect(questionHeading(page)).not.toHaveText(second!);
    await revealAndGrade(page, '4');
    await expect(questionHeading(page)).toHaveText(second!);

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(count(page, 'practised')).toHaveText('3');
    await expect(count(page, 'new')).toHaveText('0');
    // 良好 and 重来 on a new question keep it in learning, due again within minutes; 简单 does not.
    await expect(count(page, 'due')).toHaveText('2');
    // Progress: the calendar marks today; the section's due count; no review yet to measure retention on.
    await expect(count(page, 'active-days')).toHaveText('1');
    await expect(page.getByRole('row', { name: /Docker/ })).toContainText('2');
    await expect(count(page, 'retention')).toHaveText('—');
    await start(page).click();
    await expect(questionHeading(page)).toHaveText(second!);

    // The answer's link lands on the question in the note.
    await page.keyboard.press('Space');
    const secondLink = page.getByRole('link', { name: '在笔记中查看这道题' });
    const secondAnchor = (await secondLink.getAttribute('href'))!.split('#')[1]!;
    expect(secondAnchor).not.toBe(href!.split('#')[1]);
    await secondLink.click();
    await expect(page.locator(`article details#${secondAnchor}`)).toBeInViewport();
  });

  test('the 「练习本页面试题」 link of a note opens practice scoped to that note', async ({ page }) => {
    await openHydrated(page, PAGE_URL);
    const link = page.getByRole('link', { name: '练习本页面试题' });
    await expect(link).toHaveCount(1);
    expect(await page.locator('article details[id^="q-"]').count()).toBe(PAGE_QUESTIONS);
    await link.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/practice' && url.searchParams.get('page') === PAGE_URL,
    );
    await expect(count(page, 'total')).toHaveText(String(PAGE_QUESTIONS));
    await expect(page.getByRole('combobox', { name: '练习范围' })).toHaveValue(`page:${PAGE_URL}`);
  });

  test('the navbar links 刷题, and the start screen offers sections, categories and tags', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await page.locator('.navbar').getByRole('link', { name: '刷题' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '刷题' })).toBeVisible();
    const all = Number(await count(page, 'total').textContent());
    expect(all).toBeGreaterThan(500);
    await page.getByRole('combobox', { name: '练习范围' }).selectOption('section:Docker');
    await expect(page).toHaveURL(/\/practice\?section=Docker$/);
    const docker = Number(await count(page, 'total').textContent());
    expect(docker).toBeGreaterThan(PAGE_QUESTIONS);
    expect(docker).toBeLessThan(all);

    // The daily limit of new questions: a valid number applies, anything else is refused and says so.
    const limit = page.getByRole('spinbutton', { name: '每天新题上限' });
    await expect(count(page, 'room')).toHaveText('20');
    await limit.fill('2');
    await expect(count(page, 'room')).toHaveText('2');
    await limit.fill('900');
    await expect(page.getByText('请输入 0 到 500 之间的整数；仍按 2 题计算。')).toBeVisible();
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await expect(count(page, 'room')).toHaveText('2');
    await page.reload();
    await expect(count(page, 'room')).toHaveText('2');

    // A scope that matches nothing (an old link, say) says so, and nothing can start.
    await openHydrated(page, '/practice?tag=no-such-tag');
    await expect(count(page, 'total')).toHaveText('0');
    await expect(page.getByText('这个范围里没有题目，请换一个范围。')).toBeVisible();
    await expect(start(page)).toBeDisabled();
  });

  test('export, then import into a fresh profile; broken and foreign files are refused and change nothing', async ({
    page,
    browser,
  }) => {
    await openScoped(page);
    await start(page).click();
    await revealAndGrade(page, '3');
    await page.getByRole('button', { name: '结束练习' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出进度' }).click();
    const file = await (await download).path();

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    try {
      await openScoped(other);
      const upload = other.getByLabel('导入进度');
      await upload.setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"kind":'),
      });
      await expect(other.getByRole('alert')).toContainText('没有导入');
      await upload.setInputFiles({
        name: 'anki.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"kind":"anki","version":1}'),
      });
      await expect(other.getByRole('alert')).toContainText('不是本站导出');
      const future = JSON.stringify({
        kind: 'mato-notes-practice',
        version: 99,
        cards: {},
        log: [],
        settings: {},
      });
      await upload.setInputFiles({
        name: 'future.json',
        mimeType: 'application/json',
        buffer: Buffer.from(future),
      });
      await expect(other.getByRole('alert')).toContainText('更新版本');
      await expect(count(other, 'new')).toHaveText(String(PAGE_QUESTIONS));
      expect(await other.evaluate(() => localStorage.getItem('practice-progress'))).toBeNull();

      await upload.setInputFiles(file);
      await expect(other.getByRole('status').filter({ hasText: '已导入 1 道题' })).toBeVisible();
      await expect(count(other, 'new')).toHaveText(String(PAGE_QUESTIONS - 1));
      await expect(count(other, 'practised')).toHaveText('1');

      await other.getByRole('button', { name: '重置进度' }).click();
      await expect(count(other, 'practised')).toHaveText('1');
      await other.getByRole('button', { name: '确定清除' }).click();
      await expect(count(other, 'practised')).toHaveText('0');
      await expect(count(other, 'new')).toHaveText(String(PAGE_QUESTIONS));
    } finally {
      await fresh.close();
    }
  });

  test('two tabs practising at once lose no grade', async ({ page, context }) => {
    // Each tab on its own page's questions, both started before either grades.
    const other = await context.newPage();
    await openScoped(page);
    await openHydrated(other, `/practice?page=${encodeURIComponent('/docs/Docker/网络')}`);
    await start(page).click();
    await start(other).click();
    await showAnswer(page).click();
    await gradeButton(page, '良好').click();
    await showAnswer(other).click();
    await gradeButton(other, '良好').click();
    await expect(showAnswer(other)).toBeVisible();
    await page.reload();
    await expect(count(page, 'practised')).toHaveText('2');
    await page.getByRole('combobox', { name: '练习范围' }).selectOption('all');
    await expect(count(page, 'practised')).toHaveText('2');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('practice-progress')!) as { log: unknown[] },
    );
    expect(stored.log).toHaveLength(2);
  });

  test.describe('when storage throws', () => {
    test.use({ allowConsoleErrors: true });
    test('the session still runs, and a notice says progress will not be kept', async ({ page }) => {
      await page.addInitScript(() => {
        const fail = () => {
          throw new DOMException('denied', 'SecurityError');
        };
        Storage.prototype.getItem = fail;
        Storage.prototype.setItem = fail;
      });
      await openScoped(page);
      await expect(page.getByRole('status').filter({ hasText: '进度不会被保存' })).toBeVisible();
      await start(page).click();
      await revealAndGrade(page, '3');
      await expect(count(page, 'practised')).toHaveCount(0);
      await page.getByRole('button', { name: '结束练习' }).click();
      await expect(count(page, 'practised')).toHaveText('1');
    });

    test('storage that is full: the notice appears once a write fails', async ({ page }) => {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('full', 'QuotaExceededError');
        };
      });
      await openScoped(page);
      await expect(page.getByText('进度不会被保存')).toHaveCount(0);
      await start(page).click();
      await revealAndGrade(page, '3');
      await expect(page.getByRole('status').filter({ hasText: '进度不会被保存' })).toBeVisible();
      await expect(questionHeading(page)).toBeVisible();
    });
  });

  test.describe('failures of the network', () => {
    // These fail the page's own requests (page.route), as on a first visit: no service worker answers them.
    test.use({ allowConsoleErrors: true, serviceWorkers: 'block' });

    test('a bank file that fails to load: a clear message and a retry that works', async ({ page }) => {
      let failing = true;
      await page.route(/\/practice-bank\/index\.[0-9a-f]{10}\.json$/, (route) =>
        failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
      );
      await openHydrated(page, SCOPED);
      await expect(page.getByRole('alert')).toContainText('题库文件加载失败');
      failing = false;
      await page.getByRole('button', { name: '重试' }).click();
      await expect(count(page, 'total')).toHaveText(String(PAGE_QUESTIONS));
    });

    test('an answers file that fails: the message and retry sit under the question', async ({ page }) => {
      let failing = true;
      await page.route(/\/practice-bank\/answers-[a-z0-9-]+\.[0-9a-f]{10}\.json$/, (route) =>
        failing ? route.abort('failed') : route.continue(),
      );
      await openScoped(page);
      await start(page).click();
      await showAnswer(page).click();
      await expect(page.getByRole('alert')).toContainText('加载失败');
      failing = false;
      await page.getByRole('button', { name: '重试' }).click();
      await expect(gradeButton(page, '良好')).toBeVisible();
    });

    test('offline after the first visit: the session goes on', async ({ page, context }) => {
      await openScoped(page);
      await start(page).click();
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      for (let index = 0; index < PAGE_QUESTIONS; index++) {
        await page.keyboard.press('Space');
        await expect(page.locator('[aria-labelledby="practice-answer"]')).toContainText('结论');
        await page.keyboard.press('4');
        if (index < PAGE_QUESTIONS - 1) await expect(showAnswer(page)).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: '今日练习完成' })).toBeVisible();
    });
  });

  test.describe('offline after one visit (the service worker)', () => {
    // Offline, the page still prefetches chunks of the notes it links to (not cached: only /practice is);
    // those fail and are logged. Nothing the worker caches may fail.
    test.use({ allowConsoleErrors: true });

    test('reloads of /practice and /practice?… work offline: start screen, session, answers', async ({
      page,
      context,
      consoleProblems,
    }) => {
      const cached = (await builtOfflineConfig()).precache;
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
      await openHydrated(page, '/practice');
      await expect(count(page, 'total')).toHaveText(/^[1-9][0-9]*$/);
      await waitForOfflineCache(page);
      await context.setOffline(true);

      await page.reload();
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await expect(count(page, 'total')).toHaveText(/^[1-9][0-9]*$/);

      await openHydrated(page, '/practice?section=Docker');
      await expect(page.getByRole('combobox', { name: '练习范围' })).toHaveValue('section:Docker');
      await expect(count(page, 'total')).toHaveText(/^[1-9][0-9]*$/);

      await openScoped(page);
      await start(page).click();
      await expect(page.locator('main')).toContainText('docker compose');
      await showAnswer(page).click();
      await expect(page.locator('[aria-labelledby="practice-answer"]')).toContainText('结论');
      await gradeButton(page, '良好').click();
      await expect(showAnswer(page)).toBeVisible();
      expect(failed.filter((file) => cached.includes(file))).toEqual([]);
      for (const message of consoleProblems.messages)
        expect(message).toBe('console.error: Failed to load resource: net::ERR_FAILED');
    });

    test('a second build is picked up online, replaces the old cache, and then works offline', async ({
      browser,
    }) => {
      // A copy of the build (hard links) on a server of its own, so this test can swap in a second build.
      const dir = mkdtempSync(path.join(os.tmpdir(), 'practice-offline-'));
      execFileSync('cp', ['-al', `${BUILD}/.`, dir]);
      const server = createStaticServer({ root: dir, csp: await readCspSources(dir) });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const context = await browser.newContext({ baseURL: origin });
      try {
        const page = await context.newPage();
        await openHydrated(page, '/practice');
        await waitForOfflineCache(page);
        const firstCaches = await page.evaluate(() => caches.keys());
        expect(firstCaches).toHaveLength(1);

        const second = await writeSecondBuild(dir);
        expect(cacheNameOf(second)).not.toBe(firstCaches[0]);
        await openHydrated(page, '/practice?section=Docker');
        await expect(page.locator('meta[name="practice-build"]')).toHaveAttribute('content', '2');
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())!.update();
        });
        await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([cacheNameOf(second)]);

        await context.setOffline(true);
        await page.reload();
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await expect(page.locator('meta[name="practice-build"]')).toHaveAttribute('content', '2');
        await expect(count(page, 'total')).toHaveText(/^[1-9][0-9]*$/);
      } finally {
        await context.close();
        server.closeAllConnections();
        server.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  test('at phone width the session fits and the grade buttons are usable', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openScoped(page);
    await start(page).click();
    await showAnswer(page).click();
    await expect(gradeButton(page, '简单')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await gradeButton(page, '简单').click();
    await expect(showAnswer(page)).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing on the start screen and a revealed answer, ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openScoped(page);
      const check = async () => {
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        );
        const result = await new AxeBuilder({ page }).analyze();
        expect(
          result.violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
      };
      await check();
      await start(page).click();
      await showAnswer(page).click();
      await expect(gradeButton(page, '良好')).toBeVisible();
      await check();
    });
  }
});
