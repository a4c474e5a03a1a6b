import { defineConfig, devices } from '@playwright/test';
import { playwrightChromiumArgs } from './scripts/bench/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** nginx (deploy/nginx.conf) serves the same build on the next port. */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 1);

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/** Browser tests run against the served production build in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    locale: 'zh-CN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: playwrightChromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'nginx-smoke.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'nginx',
      testMatch: ['headers.spec.ts', 'nginx-smoke.spec.ts'],
      use: { ...chromium, baseURL: `http://127.0.0.1:${NGINX_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve/cli.ts --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node --import tsx scripts/serve/nginx.ts --port ${NGINX_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Lets the script stop nginx and remove its temp folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
