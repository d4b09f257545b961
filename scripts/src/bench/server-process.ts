// A server in its own process for the load runs, so the load generator does not share its event
// loop: `api` is the real app on a temporary database with N signed-in learners (N = 0: none, for
// a second process on a shared PostgreSQL database); `empty` is a bare Fastify with one empty
// route. Prints one JSON line {port, cookies} when ready.
// BENCH_DATABASE_URL=postgres://… (with a search_path option naming a schema of the run): the app
// runs on PostgreSQL there; BENCH_DROP_SCHEMA=<name>: drops that schema when stopped (the last
// process of the run to stop); BENCH_SESSION_SECRET: the cookie secret of every process of a run.
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
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  // Processes sharing one database share the cookie secret too (BENCH_SESSION_SECRET), or a
  // session made on one would be refused by the other.
  const secret = process.env.BENCH_SESSION_SECRET;
  const env = {
    DATABASE_PATH: join(dir, 'bench.sqlite'),
    LOG_LEVEL: 'error',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(secret ? { SESSION_SECRET: secret } : {}),
  };
  const app = await buildApp(
    { ...loadConfig(env), webRoot: null, authRateLimit: { max: 1e9, windowMs: 60_000 } },
    { logger: false },
  );
  const cookies = Number(count) > 0 ? await benchLearners(app, Number(count), 'loadtest') : [];
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port, cookies }));
  const dropSchema = process.env.BENCH_DROP_SCHEMA;
  process.once(
    'SIGTERM',
    () =>
      void (async () => {
        // The run's schema goes with the last process (the others have exited: no lock is held).
        if (dropSchema) await app.db.schema.dropSchema(dropSchema).ifExists().cascade().execute();
        await app.close();
      })()
        .catch((error: unknown) => console.error('bench server stop:', error))
        .finally(() => {
          rmSync(dir, { recursive: true, force: true });
          process.exit(0);
        }),
  );
}
