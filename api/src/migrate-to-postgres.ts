// `pnpm migrate-to-postgres`: copies the SQLite database at DATABASE_PATH into the empty PostgreSQL
// database at DATABASE_URL (README.md "Moving a SQLite database to PostgreSQL"). Prints the rows of
// every table; exits 1 with the reason, changing nothing on the target, when it cannot.
import { resolve } from 'node:path';
import { migrateSqliteToPostgres } from './db/migrate-to-postgres.js';

async function main(): Promise<void> {
  // pnpm runs this inside api/; a relative DATABASE_PATH means the folder the operator ran it in.
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  const url = process.env.DATABASE_URL?.trim();
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new Error('Set DATABASE_URL=postgres://… to the (empty) PostgreSQL database to copy into');
  const path = resolve(process.env.DATABASE_PATH ?? './data/civics.sqlite');
  console.log(`Copying ${path} to PostgreSQL …`);
  const counts = await migrateSqliteToPostgres(path, url);
  const width = Math.max(...counts.map((c) => c.table.length));
  for (const { table, rows } of counts) console.log(`  ${table.padEnd(width)}  ${rows}`);
  console.log(
    `Done: ${counts.length} tables, ${counts.reduce((sum, c) => sum + c.rows, 0)} rows, counts verified. Start the API with DATABASE_URL set (keep the same SESSION_SECRET so signed-in learners stay signed in).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
