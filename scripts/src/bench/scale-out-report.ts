// Prints the scale-out figure of DESIGN.md §9 from the CPU accounting of 1 and 2 API processes on
// PostgreSQL: CPU per acknowledged push by side, lock waits, and the throughput the costs imply on
// bigger machines. On 2 cores the throughput ratio says little (everything shares the cores); the
// cost per push says whether a second process adds work (a shared lock serializing them would show
// as more CPU or more lock waits per push).
import type { PostgresPushResult } from './postgres-push.js';

type Line = (label: string, value: string, note?: string) => void;

const perPushMs = (seconds: number, pushes: number) => (seconds * 1000) / Math.max(1, pushes);

function costs(run: PostgresPushResult) {
  const apiMs = perPushMs(
    run.apiCpu.reduce((a, b) => a + b, 0),
    run.acknowledged,
  );
  const postgresMs = perPushMs(run.postgresCpu, run.acknowledged);
  const active = Object.values(run.waits.byEvent).reduce((a, b) => a + b, 0);
  const lockWaits = Object.entries(run.waits.byEvent)
    .filter(([event]) => /^(Lock|LWLock):/.test(event))
    .reduce((a, [, n]) => a + n, 0);
  return { apiMs, postgresMs, totalMs: apiMs + postgresMs, lockShare: active ? lockWaits / active : 0, active };
}

export function printScaleOut(line: Line, one: PostgresPushResult, two: PostgresPushResult): void {
  const runs = [
    ['1 API process', one],
    ['2 API processes', two],
  ] as const;
  for (const [label, run] of runs) {
    const c = costs(run);
    const each = run.apiCpu.map((s) => perPushMs(s, run.acknowledged).toFixed(3)).join(' + ');
    line(
      `  ${label}: CPU per acknowledged push`,
      `${c.totalMs.toFixed(3)} ms`,
      `API ${c.apiMs.toFixed(3)} ms (${each}), PostgreSQL ${c.postgresMs.toFixed(3)} ms; ${run.acknowledged} pushes acknowledged`,
    );
    const top = Object.entries(run.waits.byEvent)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([event, n]) => `${event} ${((n / Math.max(1, c.active)) * 100).toFixed(0)} %`)
      .join(', ');
    line(
      `  ${label}: lock waits`,
      `${(c.lockShare * 100).toFixed(1)} %`,
      `of active backends in ${run.waits.samples} samples (${top || 'none active'})`,
    );
  }
  const a = costs(one);
  const b = costs(two);
  const change = (b.totalMs / a.totalMs - 1) * 100;
  line(
    '  CPU per push, 2 processes vs 1',
    `${change >= 0 ? '+' : ''}${change.toFixed(1)} %`,
    Math.abs(change) <= 10 || change < 0
      ? 'within 10 %: the processes share no serializing lock'
      : 'OVER 10 %: look for a shared lock',
  );
  // Capacity from the costs of the 2-process run (the shape of a scaled-out deployment).
  for (const cores of [4, 8, 16]) {
    const together = (cores * 1000) / b.totalMs;
    const dbBound = (cores * 1000) / b.postgresMs;
    const apiCores = (dbBound * b.apiMs) / 1000;
    line(
      `  implied on ${cores} cores`,
      `${together.toFixed(0)} push/s`,
      `API + PostgreSQL on one ${cores}-core machine; PostgreSQL alone on ${cores} cores saturates at ${dbBound.toFixed(0)} push/s, fed by ${apiCores.toFixed(1)} cores of API processes`,
    );
  }
}
