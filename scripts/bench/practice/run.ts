/**
 * npm run bench:practice: the question bank's size and how fast /practice answers, against
 * build/ served as production (scripts/serve/cli.ts). KiB of gzip -9, as every bench here.
 *   - bank: questions, the start screen's files (manifest + index), all answer files;
 *   - cold 「开始练习」 → first question, and Space → its answer, each in a fresh browser
 *     context (empty cache), median of --runs (default 5).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumPath, playwrightChromiumArgs } from '../chromium';
import { positiveInteger } from '../cli';
import { freePort, serveBuild, stopAllServers } from '../server';
import { median } from '../stats';
import { formatTable } from '../table';
import { formatKiB, formatMs, gzipSize } from '../units';

const siteDir = process.cwd();
const bankDir = path.join(siteDir, 'build', 'practice-bank');
const { values } = parseArgs({ options: { runs: { type: 'string' } } });
const runs = positiveInteger('--runs', values.runs, 5);

function bankSizes() {
  const read = (name: string) => readFileSync(path.join(bankDir, name));
  const manifest = JSON.parse(read('manifest.json').toString()) as { index: string };
  const index = JSON.parse(read(manifest.index).toString()) as { questions: unknown[]; chunks: string[] };
  const startBytes = gzipSize(read('manifest.json')) + gzipSize(read(manifest.index));
  const answers = index.chunks.map((name) => gzipSize(read(name)));
  // postbuild leaves .br and .gz copies beside each file; the bank is the .json files.
  const all = readdirSync(bankDir)
    .filter((name) => name.endsWith('.json'))
    .reduce((sum, name) => sum + gzipSize(read(name)), 0);
  return { questions: index.questions.length, startBytes, answers, all };
}

async function timeSession(origin: string): Promise<{ question: number; answer: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/practice`);
    const start = page.getByRole('button', { name: '开始练习' });
    await start.waitFor();
    const clicked = await page.evaluate(() => performance.now());
    await start.click();
    await page.locator('#practice-question').waitFor();
    const question = (await page.evaluate(() => performance.now())) - clicked;
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.press('Space');
    await page.locator('[aria-labelledby="practice-answer"]').waitFor();
    const answer = (await page.evaluate(() => performance.now())) - pressed;
    await context.close();
    return { question, answer };
  } finally {
    await browser.close();
  }
}

const sizes = bankSizes();
const server = await serveBuild(siteDir, await freePort());
try {
  const times: { question: number; answer: number }[] = [];
  for (let run = 0; run < runs; run++) times.push(await timeSession(server.origin));
  console.log(
    formatTable(
      ['metric', 'value'],
      [
        ['questions in the bank', String(sizes.questions)],
        ['start screen: manifest + index, gzip', formatKiB(sizes.startBytes)],
        [`answer files (${sizes.answers.length}), largest, gzip`, formatKiB(Math.max(...sizes.answers))],
        ['whole bank, gzip', formatKiB(sizes.all)],
        [
          `开始练习 → first question, cold, median of ${runs}`,
          formatMs(median(times.map((t) => t.question))),
        ],
        [
          `Space → its answer (answers file fetched), median of ${runs}`,
          formatMs(median(times.map((t) => t.answer))),
        ],
      ],
      ['left', 'right'],
    ),
  );
} finally {
  await stopAllServers();
}
