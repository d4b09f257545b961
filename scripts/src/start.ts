// `pnpm start`: builds the web app when its sources are newer than the build, then serves the web
// app and the API from one Fastify process on the embedded defaults (SQLite, seeded content).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, ensureAdmin, loadConfig } from '@civics/api';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webDir = join(repoRoot, 'web');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildWebIfNeeded(webRoot: string): void {
  const builtIndex = join(webRoot, 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../sync-protocol/src'].map((p) => join(webDir, p)).filter(existsSync);
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  console.log('Building the web app...');
  const result = spawnSync('pnpm', ['--filter', '@civics/web', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web app failed to build');
}

async function main(): Promise<void> {
  const env = process.env;
  const webRoot = env.WEB_ROOT ?? join(webDir, 'dist');
  if (!env.WEB_ROOT && env.SKIP_WEB_BUILD !== 'true') buildWebIfNeeded(webRoot);
  const config = { ...loadConfig(env), webRoot };
  const app = await buildApp(config);

  const admin = await ensureAdmin(app.db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL });
  if (admin?.generatedPassword) {
    console.log(`\nFirst admin created. Username: ${admin.username}  Password: ${admin.generatedPassword}\nThis password is shown only once; change it after signing in.\n`);
  }

  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? 3000);
  await app.listen({ host, port });
  console.log(`U.S. Citizenship Test Practice is running at http://${host}:${port} (database ${config.databasePath})`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
