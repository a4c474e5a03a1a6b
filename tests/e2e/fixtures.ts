import { test as base, expect, type Page } from '@playwright/test';

/** Console messages and page errors collected during a test. */
export interface ConsoleProblems {
  messages: string[];
}

function watchConsole(page: Page, problems: ConsoleProblems): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.messages.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.messages.push(`page error: ${error.message}`));
}

/** `page` fails the test on any console error or uncaught exception, unless the test opts out. */
export const test = base.extend<{ consoleProblems: ConsoleProblems; allowConsoleErrors: boolean }>({
  allowConsoleErrors: [false, { option: true }],
  consoleProblems: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: ConsoleProblems = { messages: [] };
      watchConsole(page, problems);
      await use(problems);
      if (!allowConsoleErrors) expect(problems.messages, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Navigates and waits until React has hydrated the page. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}
