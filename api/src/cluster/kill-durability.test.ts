// The durability promise (issue 15): an op the server acknowledged survives kill -9. A real server
// process takes a burst of pushes from several devices, is killed with SIGKILL mid-burst, restarts
// on the same database, and every acknowledged op id is there exactly once (and a resend of all of
// them is answered as duplicates). On SQLite always; on PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.js';
import { freshDatabaseTarget, onPostgres, tempDir } from '../test/helper.js';
import { answerOp, call, registerOver, signInOver, startServerProcess, type ServerProcess } from './server-process.js';

const running: ServerProcess[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.kill9();
});

const DEVICES = 4;
const OPS_PER_PUSH = 5;

interface Device {
  clientId: string;
  cookie: string;
  seq: number;
}

/** Pushes batches until the server stops answering; collects the ids of every acknowledged op. */
async function pushUntilGone(baseUrl: string, device: Device, acknowledged: Set<string>): Promise<void> {
  for (;;) {
    const ops = Array.from({ length: OPS_PER_PUSH }, () => answerOp(++device.seq));
    let answer;
    try {
      answer = await call(baseUrl, 'POST', '/api/sync/push', {
        cookie: device.cookie,
        body: { clientId: device.clientId, ops },
      });
    } catch {
      return; // the connection broke: nothing about this batch was acknowledged
    }
    if (answer.status !== 200) throw new Error(`push answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    for (const result of answer.body.results as Array<{ id: string; status: string }>) {
      if (result.status !== 'applied') throw new Error(`op ${result.id} was ${result.status}`);
      acknowledged.add(result.id);
    }
  }
}

async function killMidBurst(env: Record<string, string>, port: number, target: Parameters<typeof openDatabase>[0]) {
  const first = await startServerProcess({ env, port });
  running.push(first);
  const db: Db = openDatabase(target);
  try {
    const devices: Device[] = [];
    for (let i = 0; i < DEVICES; i++) {
      const name = `durable${i}`;
      await registerOver(first.baseUrl, name);
      await db.updateTable('users').set({ isApproved: 1, approvalLevel: 2 }).where('username', '=', name).execute();
      devices.push({ clientId: randomUUID(), cookie: await signInOver(first.baseUrl, name), seq: 0 });
    }

    const acknowledged = new Set<string>();
    const burst = devices.map((device) => pushUntilGone(first.baseUrl, device, acknowledged));
    // Kill once the burst is well under way: pushes are in flight on every device at that moment.
    const started = Date.now();
    while (acknowledged.size < 60 && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 20));
    await first.kill9();
    running.pop();
    await Promise.all(burst);
    expect(acknowledged.size).toBeGreaterThanOrEqual(60);

    const second = await startServerProcess({ env, port });
    running.push(second);
    const ids = [...acknowledged];
    const stored = await db
      .selectFrom('syncOps')
      .select(['opId', (eb) => eb.fn.countAll().as('n')])
      .where('opId', 'in', ids)
      .groupBy('opId')
      .execute();
    expect(stored.length).toBe(ids.length);
    expect(stored.every((row) => Number(row.n) === 1)).toBe(true);
    // Each acknowledged answer is in the learner's history once.
    const answers = await db
      .selectFrom('answerAttempts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(answers.n)).toBe(ids.length);

    // The restarted server knows them all: a device resending its whole outbox gets duplicates.
    const device = devices[0]!;
    const mine = await db
      .selectFrom('syncOps')
      .select(['opId', 'seq'])
      .where('clientId', '=', device.clientId)
      .where('opId', 'in', ids)
      .orderBy('seq')
      .execute();
    expect(mine.length).toBeGreaterThan(0);
    const cookie = await signInOver(second.baseUrl, 'durable0');
    const resend = mine.map((row) => ({ ...answerOp(row.seq), id: row.opId }));
    const again = await call(second.baseUrl, 'POST', '/api/sync/push', {
      cookie,
      body: { clientId: device.clientId, ops: resend },
    });
    expect(again.status).toBe(200);
    expect(new Set(again.body.results.map((r: { status: string }) => r.status))).toEqual(new Set(['duplicate']));
    await second.stop();
    running.pop();
  } finally {
    await db.destroy();
  }
}

describe('kill -9 mid-burst', () => {
  it('on SQLite: every acknowledged op is stored exactly once after a restart', async () => {
    const path = `${tempDir()}/durable.sqlite`;
    await killMidBurst({ DATABASE_PATH: path }, 4417, path);
  }, 420_000);

  it.runIf(onPostgres)(
    'on PostgreSQL: every acknowledged op is stored exactly once after a restart',
    async () => {
      const target = freshDatabaseTarget();
      await killMidBurst({ DATABASE_URL: target.url! }, 4418, target);
    },
    420_000,
  );
});
