import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup-fast-check.ts'],
    testTimeout: 30000,
    pool: 'forks',
  },
});
