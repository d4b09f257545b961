import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './src/test/workers.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // On PostgreSQL, a database per worker (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Two workers on CI's two cores (Vitest's default leaves one core idle), each loading the app's
    // modules once for all its files rather than once per file: a file's tests already share them,
    // every test builds its own app on its own database, and each file undoes its fake clocks.
    maxWorkers: TEST_WORKERS,
    isolate: false,
    // Each test builds the real app on its own SQLite file; scrypt makes sign-ups take a moment.
    testTimeout: 20_000,
    // New password hashes at scrypt N = 1024 instead of 16384 (src/lib/passwords.ts): every sign-up hashes
    // four secrets and the suite makes hundreds; what is tested is the same code, only cheaper hashes.
    env: { PASSWORD_HASH_COST_N: '1024' },
    hookTimeout: 20_000,
  },
});
