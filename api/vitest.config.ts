import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each test builds the real app on its own SQLite file; scrypt makes sign-ups take a moment.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
