// A server in its own process for the load runs, so the load generator does not share its event
// loop: `api` is the real app on a temporary database with N signed-in learners; `empty` is a bare
// Fastify with one empty route. Prints one JSON line {port, cookies} when ready.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp, loadConfig } from '@civics/api';
import { benchLearners } from './accounts.js';

const [kind = 'api', count = '100'] = process.argv.slice(2);
if (kind === 'empty') {
  const empty = Fastify({ logger: false });
  empty.get('/', async () => ({}));
  await empty.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ port: (empty.server.address() as AddressInfo).port, cookies: [] }));
} else {
  const dir = mkdtempSync(join(tmpdir(), 'civics-bench-server-'));
  const app = await buildApp({ ...loadConfig({ DATABASE_PATH: join(dir, 'bench.sqlite'), LOG_LEVEL: 'error' }), webRoot: null, authRateLimit: { max: 1e9, windowMs: 60_000 } }, { logger: false });
  const cookies = await benchLearners(app, Number(count), 'loadtest');
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port, cookies }));
  process.once('SIGTERM', () => void app.close().finally(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }));
}
