// The real server for the end-to-end suite: production web build, a fresh temporary SQLite file,
// a known admin. Development mail conveniences stay on so a test can read the verification code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, ensureAdmin, loadConfig } from '@civics/api';
import { startFakePushService } from '@civics/api/test/fake-push-service';
import { E2E_ADMIN, E2E_PORT, E2E_PUSH_PORT } from './constants.js';

const dir = mkdtempSync(join(tmpdir(), 'civics-e2e-'));
// E2E_WEB_ROOT serves another build (a second suite running at the same time builds elsewhere).
const webRoot = process.env.E2E_WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const config = {
  ...loadConfig({ DATABASE_PATH: join(dir, 'e2e.sqlite'), LOG_LEVEL: 'warn' }),
  webRoot,
  authRateLimit: { max: 10_000, windowMs: 60_000 },
  // Reminders (issue 33) go to the fake push service beside this server, never outside.
  push: { subject: 'mailto:e2e@example.com', allowedHosts: ['127.0.0.1'] },
};
const push = await startFakePushService(E2E_PUSH_PORT);
const app = await buildApp(config, { pushAgent: push.agent });
await ensureAdmin(app.db, E2E_ADMIN);
await app.listen({ host: '127.0.0.1', port: E2E_PORT });

const stop = () => {
  void Promise.all([app.close(), push.close()]).finally(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
