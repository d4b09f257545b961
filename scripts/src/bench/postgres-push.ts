// The push load on PostgreSQL (issue 15): the same closed loop against 1 and then 2 API processes
// sharing one database (BENCH_DATABASE_URL=postgres://…), each run in a schema of its own that is
// dropped afterwards. Two processes get the clients alternately, as a load balancer spreads devices.
// On this 2-core machine the load generator, both API processes and PostgreSQL share the cores.
import { randomBytes } from 'node:crypto';
import { runLoad, startServerProcess, type ClientScript, type LoadResult } from './load.js';

/** A URL whose connections write to `schema` (created by the app's first migration run). */
function inSchema(baseUrl: string, schema: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Closed-loop push throughput with `processes` API processes on one fresh PostgreSQL schema. */
export async function postgresPushRun(
  baseUrl: string,
  processes: number,
  clientCount: number,
  loadMs: number,
  pushClients: (cookies: string[]) => ClientScript[],
): Promise<LoadResult> {
  // Letters only: the app's CamelCasePlugin would turn "bench_a1" into "bench_a_1" when dropping it.
  const schema = `bench_${[...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  const env = { BENCH_DATABASE_URL: inSchema(baseUrl, schema), BENCH_SESSION_SECRET: randomBytes(32).toString('hex') };
  // The first process migrates and signs the learners in; the others join the same database.
  const first = await startServerProcess('api', clientCount, { ...env, BENCH_DROP_SCHEMA: schema });
  const others = [];
  try {
    for (let i = 1; i < processes; i++) others.push(await startServerProcess('api', 0, env));
    // Sessions live in the database: a cookie from the first process works on every process.
    return await runLoad([first.port, ...others.map((o) => o.port)], pushClients(first.cookies), loadMs);
  } finally {
    await Promise.all(others.map((o) => o.stop()));
    await first.stop();
  }
}
