// Several API processes behave as one (issue 15): two real server processes on one PostgreSQL
// database share sessions and the sync op log, so a learner signed in on one pushes on the other,
// and a resend that lands on the first is answered as a duplicate (one row). WEB_CONCURRENCY=N runs
// N workers of Node's `cluster` module on one port (PostgreSQL only; on SQLite the server refuses).
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { freshDatabaseTarget, onPostgres, tempDir } from '../test/helper.js';
import { answerOp, call, registerOver, signInOver, startServerProcess, type ServerProcess } from './server-process.js';

const running: ServerProcess[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.kill9();
});

describe('several API processes', () => {
  it.runIf(onPostgres)(
    'on PostgreSQL: signed in on one, push on the other, a resend to the first is a duplicate',
    async () => {
      const target = freshDatabaseTarget();
      const env = { DATABASE_URL: target.url!, DATABASE_POOL_SIZE: '3' };
      // Both start together: migrations and the first-start seed must not trip over each other.
      const [first, second] = await Promise.all([
        startServerProcess({ env, port: 4415 }),
        startServerProcess({ env, port: 4416 }),
      ]);
      running.push(first, second);
      const db = openDatabase(target);
      try {
        // One set of seeded officials and plans, whoever seeded.
        const plans = await db.selectFrom('pricingPlans').select('planName').execute();
        expect(new Set(plans.map((p) => p.planName)).size).toBe(plans.length);

        await registerOver(first.baseUrl, 'twin1');
        await db
          .updateTable('users')
          .set({ isApproved: 1, approvalLevel: 1 })
          .where('username', '=', 'twin1')
          .execute();
        const cookie = await signInOver(first.baseUrl, 'twin1');

        // The session made by the first process is valid on the second.
        const me = await call(second.baseUrl, 'GET', '/api/user', { cookie });
        expect([me.status, me.body.username]).toEqual([200, 'twin1']);

        const clientId = randomUUID();
        const op = answerOp(1, 7);
        const pushed = await call(second.baseUrl, 'POST', '/api/sync/push', { cookie, body: { clientId, ops: [op] } });
        expect(pushed.status).toBe(200);
        expect(pushed.body.results).toEqual([expect.objectContaining({ id: op.id, status: 'applied' })]);

        // The device did not see the answer and resends; the load balancer sends it to the first.
        const resent = await call(first.baseUrl, 'POST', '/api/sync/push', { cookie, body: { clientId, ops: [op] } });
        expect(resent.status).toBe(200);
        expect(resent.body.results).toEqual([expect.objectContaining({ id: op.id, status: 'duplicate' })]);

        expect(await db.selectFrom('syncOps').select('opId').where('opId', '=', op.id).execute()).toHaveLength(1);
        expect(
          await db.selectFrom('answerAttempts').select(['id', 'questionId']).where('id', '=', op.id).execute(),
        ).toEqual([{ id: op.id, questionId: 7 }]);

        // Both processes pull the same history.
        const pulls = await Promise.all(
          [first, second].map((server) => call(server.baseUrl, 'GET', '/api/sync/pull', { cookie })),
        );
        for (const pull of pulls) {
          expect(pull.status).toBe(200);
          expect(pull.body.answers.map((a: { id: string }) => a.id)).toEqual([op.id]);
        }
      } finally {
        await db.destroy();
      }
    },
    420_000,
  );

  it.runIf(onPostgres)(
    'WEB_CONCURRENCY=2 runs two workers on one port, replaces a worker that dies, and all stop on SIGTERM',
    async () => {
      const target = freshDatabaseTarget();
      const server = await startServerProcess({
        env: { DATABASE_URL: target.url!, WEB_CONCURRENCY: '2' },
        port: 4419,
        listeners: 2,
      });
      running.push(server);
      const pids = [...server.output().matchAll(/^listening on \S+ pid (\d+)/gm)].map((m) => Number(m[1]));
      expect(new Set(pids).size).toBe(2);
      expect(pids).not.toContain(server.child.pid);

      await registerOver(server.baseUrl, 'worker1');
      const db = openDatabase(target);
      try {
        await db
          .updateTable('users')
          .set({ isApproved: 1, approvalLevel: 1 })
          .where('username', '=', 'worker1')
          .execute();
      } finally {
        await db.destroy();
      }
      const cookie = await signInOver(server.baseUrl, 'worker1');
      const clientId = randomUUID();
      // Connections spread over both workers; every request is served with the same session.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(server.baseUrl, 'POST', '/api/sync/push', { cookie, body: { clientId, ops: [answerOp(i + 1)] } }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));

      // A worker killed outright is replaced by a new one.
      process.kill(pids[0]!, 'SIGKILL');
      const started = Date.now();
      while ((server.output().match(/^listening on /gm) ?? []).length < 3 && Date.now() - started < 120_000)
        await new Promise((r) => setTimeout(r, 100));
      expect(server.output()).toMatch(/worker \d+ ended \(SIGKILL\); starting another/);
      expect((server.output().match(/^listening on /gm) ?? []).length).toBe(3);
      expect((await call(server.baseUrl, 'GET', '/api/user', { cookie })).status).toBe(200);

      await server.stop();
      running.pop();
      expect(server.child.exitCode).toBe(0);
    },
    420_000,
  );

  it('WEB_CONCURRENCY=2 on SQLite refuses to start with the reason (one writer: use PostgreSQL)', async () => {
    const path = `${tempDir()}/cluster.sqlite`;
    await expect(
      startServerProcess({ env: { DATABASE_PATH: path, WEB_CONCURRENCY: '2' }, port: 4419 }),
    ).rejects.toThrow(/WEB_CONCURRENCY above 1 needs PostgreSQL/);
  }, 200_000);
});
