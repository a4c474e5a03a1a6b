/** Debian's Chromium and the flags every bench browser starts with. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** For Lighthouse (via chrome-launcher). */
export const lighthouseChromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** For Playwright: the bench browsers and the browser tests (playwright.config.ts). */
export const playwrightChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
