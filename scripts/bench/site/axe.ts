import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './aggregate';
import { chromiumPath, playwrightChromiumArgs } from '../chromium';
import { pageTypes, type PageType } from './pageTypes';
import type { AxeScan, ColourMode } from './types';

const colourModes: readonly ColourMode[] = ['light', 'dark'];

/** Where the mobile sidebar and search modal scans happen. */
const INTERACTION_PATH = pageTypes(['doc'])[0]!.path;
const SEARCH_QUERY = '闭包';

interface Scenario {
  name: string;
  path: string;
  viewport?: { width: number; height: number };
  /** Brings the page into the state to scan, after it hydrated. */
  prepare?: (page: Page) => Promise<void>;
}

/** Waits until CSS transitions and animations have finished, so colours are final. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    {
      timeout: 10_000,
    },
  );
}

async function scan(
  browser: Browser,
  origin: string,
  scenario: Scenario,
  mode: ColourMode,
): Promise<AxeScan> {
  const context = await browser.newContext({
    viewport: scenario.viewport ?? { width: 1280, height: 800 },
    locale: 'zh-CN',
  });
  await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  const page = await context.newPage();
  try {
    await page.goto(origin + scenario.path, { waitUntil: 'networkidle' });
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const theme = await page.locator('html').getAttribute('data-theme');
    if (theme !== mode) throw new Error(`${scenario.path} shows ${theme} mode, expected ${mode}`);
    await scenario.prepare?.(page);
    await settle(page);
    const result = await new AxeBuilder({ page }).analyze();
    return { scenario: scenario.name, path: scenario.path, mode, violations: axeViolations(result) };
  } finally {
    await context.close();
  }
}

function scenariosFor(pages: readonly PageType[]): Scenario[] {
  const pageScenarios: Scenario[] = pages.map((page) => ({ name: page.id, path: page.path }));
  const mobileSidebar: Scenario = {
    name: 'mobileSidebar',
    path: INTERACTION_PATH,
    viewport: { width: 390, height: 844 },
    prepare: async (page) => {
      await page.locator('.navbar__toggle').click();
      await page.locator('.navbar-sidebar').waitFor({ state: 'visible' });
      await page.locator('html.navbar-sidebar--show, .navbar-sidebar--show').first().waitFor();
    },
  };
  const searchModal: Scenario = {
    name: 'searchModal',
    path: INTERACTION_PATH,
    prepare: async (page) => {
      await page.keyboard.press('Control+K');
      await page.locator('.DocSearch-Input').waitFor();
      await page.keyboard.type(SEARCH_QUERY);
      await page.locator('.DocSearch-Hit').first().waitFor();
    },
  };
  return [...pageScenarios, mobileSidebar, searchModal];
}

/** axe-core scans of every page type and of the open mobile sidebar and search modal, in both colour modes. */
export async function measureAxe(
  origin: string,
  pages: readonly PageType[],
  onScan: (scan: AxeScan) => void = () => undefined,
): Promise<AxeScan[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs });
  try {
    const scans: AxeScan[] = [];
    for (const scenario of scenariosFor(pages)) {
      for (const mode of colourModes) {
        const result = await scan(browser, origin, scenario, mode);
        onScan(result);
        scans.push(result);
      }
    }
    return scans;
  } finally {
    await browser.close();
  }
}
