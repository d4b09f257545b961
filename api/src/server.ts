// The API as a process of its own: `cd api && node --import tsx src/server.ts` (or `pnpm serve`).
// Configuration comes from the environment (README.md); with DATABASE_URL=postgres://… any number
// of these processes, on one machine or several behind a load balancer, share one database.
// WEB_CONCURRENCY=N (N > 1, PostgreSQL only) runs N workers through Node's `cluster` module on one port: the primary
// migrates and seeds the database once, then forks; a worker that dies is replaced.
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { loadConfig, type AppConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { ensureAdmin, seedContent } from './db/seed.js';

const env = process.env;
const workers = Number(env.WEB_CONCURRENCY ?? 1);
const host = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 3000);

async function prepareDatabase(config: AppConfig): Promise<void> {
  const db = openDatabase({ path: config.databasePath, url: config.databaseUrl, poolSize: 2 });
  try {
    await migrateToLatest(db);
    await seedContent(db);
    await createFirstAdmin(db);
  } finally {
    await db.destroy();
  }
}

async function createFirstAdmin(db: Parameters<typeof ensureAdmin>[0]): Promise<void> {
  const admin = await ensureAdmin(db, {
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
    email: env.ADMIN_EMAIL,
  });
  if (admin?.generatedPassword) {
    console.log(
      `First admin created. Username: ${admin.username}  Password: ${admin.generatedPassword}\nThis password is shown only once; change it after signing in.`,
    );
  }
}

async function runServer(config: AppConfig, firstAdmin: boolean): Promise<void> {
  // A cluster worker (firstAdmin false) starts on a database its primary prepared: workers that
  // started together would otherwise seed at once (on SQLite one of them could fail with SQLITE_BUSY).
  const app = await buildApp(config, { databaseReady: !firstAdmin });
  if (firstAdmin) await createFirstAdmin(app.db);
  await app.listen({ host, port });
  const address = app.server.address() as AddressInfo;
  // One line a supervisor (or a test) can wait for.
  console.log(
    `listening on http://${host}:${address.port} pid ${process.pid} (${config.databaseUrl ? 'PostgreSQL' : `SQLite ${config.databasePath}`})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

// Where this process started: its loader flags (`--import tsx`) resolve from here. Workers start
// here too, not in INIT_CWD, where those packages may not be installed (a fresh clone's root).
const startDir = process.cwd();

function runPrimary(): void {
  let stopping = false;
  cluster.setupPrimary({ cwd: startDir });
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
}

async function main(): Promise<void> {
  // `pnpm serve` runs inside api/: a relative DATABASE_PATH means the folder the operator ran it in.
  if (env.INIT_CWD) process.chdir(env.INIT_CWD);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error('WEB_CONCURRENCY must be a whole number of at least 1');
  const config = loadConfig(env);
  if (workers === 1) return runServer(config, true);
  // SQLite has one writer: processes writing at once make each other's transactions fail (SQLITE_BUSY).
  if (!config.databaseUrl)
    throw new Error('WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL); with SQLite run one process');
  if (cluster.isPrimary) {
    // Migrations and the first-start seed run once, before any worker opens the database.
    await prepareDatabase(config);
    runPrimary();
  } else {
    await runServer(config, false);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
