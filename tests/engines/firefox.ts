/** Firefox ESR over WebDriver BiDi, through puppeteer-core. */
import puppeteer, { type Browser, type KeyInput } from 'puppeteer-core';
import { firefoxLaunchOptions } from './args';
import type { EngineDriver, KeyPress, PageProblem } from './driver';
import { classifyConsoleMessage, classifyPageError, recordedProblems } from './problems';
import { recorderSource, TAKE_RECORDED } from './recorder';

/** The page-side call for `evaluate`: a string, so it runs as the automation's script, not the page's. */
export function evaluationExpression(body: string, args: readonly unknown[]): string {
  return `(function () {\n${body}\n}).apply(null, ${JSON.stringify(args)})`;
}

export async function launchFirefox(baseUrl: string, executablePath: string): Promise<EngineDriver> {
  let browser: Browser;
  try {
    browser = await puppeteer.launch(firefoxLaunchOptions(executablePath));
  } catch (error) {
    throw new Error(
      `firefox: ${executablePath} did not start over WebDriver BiDi: ${(error as Error).message}`,
    );
  }
  try {
    const page = await browser.newPage();
    const buffered: PageProblem[] = [];
    page.on('console', (message) => {
      const problem = classifyConsoleMessage(message.type(), message.text());
      if (problem) buffered.push(problem);
    });
    page.on('pageerror', (error) =>
      buffered.push(classifyPageError(error instanceof Error ? error.message : String(error))),
    );
    await page.evaluateOnNewDocument(recorderSource({ errors: false }));

    const evaluate = <T>(body: string, ...args: unknown[]) =>
      page.evaluate(evaluationExpression(body, args)) as Promise<T>;
    /** Moves what the current document's recorder holds into the buffer, before it goes away. */
    const collect = async () => {
      if (page.url() === 'about:blank') return;
      buffered.push(...recordedProblems(await evaluate(TAKE_RECORDED)));
    };

    const driver: EngineDriver = {
      engine: 'firefox',
      version: await browser.version(),
      async goto(path) {
        await collect();
        const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load', timeout: 60_000 });
        return { status: response?.status() };
      },
      async reload() {
        await collect();
        await page.reload({ waitUntil: 'load', timeout: 60_000 });
      },
      evaluate,
      async click(selector) {
        await page.click(selector);
      },
      async type(selector, text) {
        await page.focus(selector);
        await page.keyboard.type(text);
      },
      async press({ key, modifiers = [] }: KeyPress) {
        for (const modifier of modifiers) await page.keyboard.down(modifier);
        await page.keyboard.press(key as KeyInput);
        for (const modifier of [...modifiers].reverse()) await page.keyboard.up(modifier);
      },
      async setViewport(width, height) {
        await page.setViewport({ width, height });
      },
      async takeProblems() {
        await collect();
        return buffered.splice(0);
      },
      async close() {
        await browser.close();
      },
    };
    return driver;
  } catch (error) {
    await browser.close();
    throw error;
  }
}
