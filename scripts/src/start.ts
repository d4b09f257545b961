// `pnpm start`: builds the web app when its sources are newer than the build, then serves the web
// app and the API from one Fastify process on the embedded defaults (SQLite, seeded content).
import { buildApp, ensureAdmin, loadConfig } from '@civics/api';
import { buildWebIfNeeded, repoRoot, webDist } from './web-build.js';

async function main(): Promise<void> {
  const env = process.env;
  // pnpm runs this script inside scripts/; relative paths (DATABASE_PATH=./data/...) mean the
  // folder the operator ran `pnpm start` in, which pnpm passes as INIT_CWD.
  process.chdir(env.INIT_CWD ?? repoRoot);
  const webRoot = env.WEB_ROOT ?? webDist;
  if (!env.WEB_ROOT && env.SKIP_WEB_BUILD !== 'true') buildWebIfNeeded(webRoot);
  const config = { ...loadConfig(env), webRoot };
  const app = await buildApp(config);

  const admin = await ensureAdmin(app.db, {
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
    email: env.ADMIN_EMAIL,
  });
  if (admin?.generatedPassword) {
    console.log(
      `\nFirst admin created. Username: ${admin.username}  Password: ${admin.generatedPassword}\nThis password is shown only once; change it after signing in.\n`,
    );
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
