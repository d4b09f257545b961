// Each Playwright worker has its own server and database (issue 35: parallel workers), 50 ports
// apart. TEST_PARALLEL_INDEX is Playwright's number for a worker; the runner and the servers it
// starts have none, and a server is told its port with E2E_PORT. A second suite run at the same
// time picks another base port with E2E_PORT, 100 or more away, so the two suites' workers never meet.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3199);
export const workerPort = (parallelIndex: number) => BASE_PORT + 50 * parallelIndex;
export const E2E_PORT = workerPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** The fake push service the e2e server sends reminders to (issue 33). */
export const E2E_PUSH_PORT = E2E_PORT + 5;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-pass', email: 'e2e-admin@example.com' };
