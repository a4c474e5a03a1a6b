import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'tests/*.test.ts',
      'config/**/*.test.ts',
      'scripts/**/*.test.ts',
      'plugins/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'tests/engines/**/*.test.ts',
    ],
    testTimeout: 60_000,
  },
});
