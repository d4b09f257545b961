// CPU accounting for the scale-out figure (issue 25, DESIGN.md §9): the CPU time that API processes
// and PostgreSQL's backends spend per acknowledged push, read from /proc over the measured window,
// and the lock waits PostgreSQL's own activity view shows meanwhile. Costs per push do not depend on
// how many cores the load generator, the API and PostgreSQL had to share, so they carry to a bigger
// machine where throughput on 2 cores cannot.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // the process has exited
  }
}

/** User + system CPU seconds a process has used so far (0 when it is gone). */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  // After the name: state(0) ppid(1) ... utime(11) stime(12).
  return fields ? (Number(fields[11]) + Number(fields[12])) / ticksPerSecond : 0;
}

/** CPU seconds of every child of `parentPid`, by pid (PostgreSQL: the postmaster's backends and workers). */
export function childrenCpu(parentPid: number): Map<number, number> {
  const result = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(Number(name));
    if (fields && Number(fields[1]) === parentPid)
      result.set(Number(name), (Number(fields[11]) + Number(fields[12])) / ticksPerSecond);
  }
  return result;
}

/** CPU used by the children between two snapshots (a backend that started in between counts whole). */
export function childrenCpuDelta(
  before: Map<number, number>,
  after: Map<number, number>,
  exclude: number[] = [],
): number {
  let total = 0;
  for (const [pid, seconds] of after) if (!exclude.includes(pid)) total += seconds - (before.get(pid) ?? 0);
  return total;
}

export interface WaitSampler {
  /** The postmaster's pid (the parent of every backend), for childrenCpu. */
  postmasterPid: number;
  /** The sampler's own backend, left out of the accounting. */
  samplerPid: number;
  start: () => void;
  /** Stops sampling; returns samples of active client backends by wait event ('CPU' = not waiting). */
  stop: () => Promise<{ samples: number; byEvent: Record<string, number> }>;
}

/**
 * Samples pg_stat_activity every `intervalMs`: how many active client backends wait, and on what.
 * PostgreSQL must run on this machine (the postmaster's pid is read through /proc).
 */
export async function waitSampler(databaseUrl: string, intervalMs = 50): Promise<WaitSampler> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const postmasterPid = Number(statFields(rows[0]!.pid)?.[1]);
  const byEvent: Record<string, number> = {};
  let samples = 0;
  let running = false;
  let loop: Promise<void> = Promise.resolve();
  const sampleOnce = async () => {
    const result = await client.query<{ event: string | null; n: string }>(
      `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as event, count(*) as n
         from pg_stat_activity
        where backend_type = 'client backend' and state = 'active' and pid <> pg_backend_pid()
        group by 1`,
    );
    samples += 1;
    for (const row of result.rows) byEvent[row.event ?? 'CPU'] = (byEvent[row.event ?? 'CPU'] ?? 0) + Number(row.n);
  };
  return {
    postmasterPid,
    samplerPid: rows[0]!.pid,
    start: () => {
      running = true;
      loop = (async () => {
        while (running) {
          await sampleOnce();
          await new Promise((resolve) => setTimeout(resolve, intervalMs));
        }
      })();
    },
    stop: async () => {
      running = false;
      await loop;
      await client.end();
      return { samples, byEvent };
    },
  };
}
