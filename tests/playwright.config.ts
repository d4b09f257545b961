import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, workerPort } from './src/constants.js';

// Debian's Chromium: Playwright cannot download its own browser here (TOOLCHAIN.md).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Spec files run side by side, one worker per core (issue 35: CI time), each worker on its own server
// and database (src/constants.ts), so no spec sees another's settings, users or officials. A spec's
// tests still run in order in one worker. E2E_WORKERS=1 runs them one after another.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers,
  // One second try, so that a machine's hiccup (a context that will not close, a slow first load)
  // does not fail a submission by chance. A test that needed it is no less a defect: `pnpm test`
  // names it on a "flaky:" line at the end, and its first failure is kept in test-results.
  retries: 1,
  // A test's whole budget, teardown included. Several specs take 20-30 s of real work on a loaded
  // 2-core machine (a whole test offline, two devices syncing), and closing a context first lets
  // the service worker finish installing (e2e/fixtures.ts): 30 s failed such a test by its clock,
  // not by what it checks. A passing test never waits this out.
  timeout: 60_000,
  // Generous: a first visit on a busy 2-core machine fetches the bundle and lazy chunks; a passing check never waits it out.
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E_BASE_URL,
    // The service worker runs only in the tests of what it does (`testWithServiceWorker`, e2e/fixtures.ts).
    serviceWorkers: 'block',
    // Recording a trace slows every action; it is recorded for a test's second try, the one that
    // tells whether a failure repeats (a first failure still leaves its error and screenshot).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  // One server per worker. E2E_BASE_URL above is each worker's own: a worker loads this file with
  // its TEST_PARALLEL_INDEX set.
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'pnpm exec tsx src/e2e-server.ts',
    url: `http://127.0.0.1:${workerPort(index)}/api/public/system-settings`,
    // Cheaper password hashes (api/src/lib/passwords.ts): the suite creates and signs in hundreds of
    // learners, each sign-up hashing four secrets; the code path is the same, only scrypt's N is lower.
    env: { E2E_PORT: String(workerPort(index)), PASSWORD_HASH_COST_N: '1024' },
    reuseExistingServer: false,
    // A loaded 2-core machine can take over a minute to migrate, seed and start the server.
    timeout: 180_000,
    stdout: 'pipe' as const,
  })),
});
