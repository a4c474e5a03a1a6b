import { defineConfig } from 'vitest/config';

/** The package's own tests (`npm test` here); the site's `npm run test:unit` runs them too. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
