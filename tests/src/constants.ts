// A helper running a second suite at the same time picks another port with E2E_PORT.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
/** The fake push service the e2e server sends reminders to (issue 33). */
export const E2E_PUSH_PORT = E2E_PORT + 5;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-pass', email: 'e2e-admin@example.com' };
