// The push load on PostgreSQL (issue 15): the same closed loop against 1 and then 2 API processes
// sharing one database (BENCH_DATABASE_URL=postgres://…), each run in a schema of its own that is
// dropped afterwards. Two processes get the clients alternately, as a load balancer spreads devices.
// On this 2-core machine the load generator, both API processes and PostgreSQL share the cores.
import { randomBytes } from 'node:crypto';
import { childrenCpu, childrenCpuDelta, cpuSeconds, waitSampler } from './cpu-accounting.js';
import { runLoad, startServerProcess, type ClientScript, type LoadResult } from './load.js';

export interface PostgresPushResult extends LoadResult {
  /** Acknowledged pushes in the window (answered 2xx). */
  acknowledged: number;
  /** CPU seconds each API process used in the window. */
  apiCpu: number[];
  /** CPU seconds PostgreSQL's backends and workers used in the window (the sampler's own left out). */
  postgresCpu: number;
  /** Active client backends seen by pg_stat_activity samples, by wait event ('CPU' = running). */
  waits: { samples: number; byEvent: Record<string, number> };
}

/** A URL whose connections write to `schema` (created by the app's first migration run). */
function inSchema(baseUrl: string, schema: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/**
 * Push load with `processes` API processes on one fresh PostgreSQL schema: a closed loop (paceMs 0,
 * the throughput), or each client pushing every `paceMs` (the same offered load for 1 and 2
 * processes, below saturation: what the CPU accounting compares).
 */
export async function postgresPushRun(
  baseUrl: string,
  processes: number,
  clientCount: number,
  loadMs: number,
  pushClients: (cookies: string[]) => ClientScript[],
  paceMs = 0,
): Promise<PostgresPushResult> {
  // Letters only: the app's CamelCasePlugin would turn "bench_a1" into "bench_a_1" when dropping it.
  const schema = `bench_${[...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  const env = { BENCH_DATABASE_URL: inSchema(baseUrl, schema), BENCH_SESSION_SECRET: randomBytes(32).toString('hex') };
  // The first process migrates and signs the learners in; the others join the same database.
  const first = await startServerProcess('api', clientCount, { ...env, BENCH_DROP_SCHEMA: schema });
  const others = [];
  try {
    for (let i = 1; i < processes; i++) others.push(await startServerProcess('api', 0, env));
    const servers = [first, ...others];
    const ports = servers.map((server) => server.port);
    const clients = pushClients(first.cookies);
    // Warm-up outside the window: the JIT, the pools and the session caches of every process are
    // ready, so the accounting measures the steady cost of a push, not a cold start's.
    await runLoad(ports, clients, Math.min(3_000, loadMs), paceMs);
    const sampler = await waitSampler(baseUrl);
    const apiBefore = servers.map((server) => cpuSeconds(server.pid));
    const pgBefore = childrenCpu(sampler.postmasterPid);
    sampler.start();
    // Sessions live in the database: a cookie from the first process works on every process.
    const load = await runLoad(ports, clients, loadMs, paceMs);
    const pgAfter = childrenCpu(sampler.postmasterPid);
    const apiCpu = servers.map((server, i) => cpuSeconds(server.pid) - apiBefore[i]!);
    const waits = await sampler.stop();
    const postgresCpu = childrenCpuDelta(pgBefore, pgAfter, [sampler.samplerPid]);
    return { ...load, acknowledged: load.requests - load.errors, apiCpu, postgresCpu, waits };
  } finally {
    await Promise.all(others.map((o) => o.stop()));
    await first.stop();
  }
}
