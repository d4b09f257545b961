// `pnpm migrate-to-postgres` (issue 15): a SQLite database in use (learners, answers, sessions, a
// confirmed payment, an admin edit) moves to an empty PostgreSQL database; every table's rows
// arrive, ids keep counting after the copied ones, and the API on PostgreSQL signs the learner in
// (and keeps the session the learner had). Runs when TEST_DATABASE_URL names a PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp, type CivicsApp } from '../app.js';
import { planByPeriod, postClaim } from '../domains/payments/test-kit.js';
import { freshPostgresUrl, onPostgres, signInAdmin, signUp, tempDir, testConfig } from '../test/helper.js';
import { fetchAs } from '../test/requests.js';
import { answerOp, pushOps } from '../test/sync-ops.js';
import { migrateSqliteToPostgres } from './migrate-to-postgres.js';

const COUNTED = [
  'users',
  'sessions',
  'answerAttempts',
  'userProgress',
  'syncOps',
  'payments',
  'paymentClaims',
  'auditLog',
  'questions',
  'translations',
  'governors',
] as const;

async function useTheApp(app: CivicsApp) {
  const learner = await signUp(app, 'moving1', { level: 1 });
  await signUp(app, 'moving2');
  const ops = [1, 2, 3].map((seq) => answerOp(seq, seq, { isCorrect: seq !== 2, studyTime: 4 }));
  expect((await pushOps(app, learner.cookie, randomUUID(), ops)).statusCode).toBe(200);
  // A confirmed Zelle claim: a claim, a receipt, level 2, and the admin's audit rows.
  const yearly = await planByPeriod(app, 'yearly');
  const claim = await postClaim(app, learner.cookie, { planId: yearly.id, method: 'zelle', phone: '(555) 123-4567' });
  expect(claim.statusCode).toBe(201);
  const admin = await signInAdmin(app);
  const confirmation = `/api/admin/payments/claims/${claim.json().id}/confirm`;
  expect((await fetchAs(app, admin.cookie, 'POST', confirmation, {})).statusCode).toBe(200);
  return { learner, opIds: ops.map((op) => op.id) };
}

const countRows = async (app: CivicsApp, table: (typeof COUNTED)[number]) =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.runIf(onPostgres)('migrate-to-postgres', () => {
  it('copies a used SQLite database into an empty PostgreSQL one; the API there signs the learner in', async () => {
    const dir = tempDir();
    const sqliteConfig = {
      ...testConfig({}, dir),
      databaseUrl: null,
      paymentInstructions: { zelleRecipient: 'pay@civics.example', zelleRecipientName: 'Civics Practice LLC' },
    };
    const source = await buildApp(sqliteConfig, { logger: false });
    let used: Awaited<ReturnType<typeof useTheApp>>;
    const expected = new Map<(typeof COUNTED)[number], number>();
    try {
      used = await useTheApp(source);
      for (const table of COUNTED) expected.set(table, await countRows(source, table));
    } finally {
      await source.close();
    }

    const url = freshPostgresUrl();
    const counts = await migrateSqliteToPostgres(sqliteConfig.databasePath, url);
    const copied = new Map(counts.map((c) => [c.table, c.rows]));
    expect(copied.get('users')).toBe(3); // two learners and the admin
    expect(copied.get('answer_attempts')).toBe(3);
    expect(copied.get('payments')).toBe(1);
    expect(copied.get('sessions')).toBeGreaterThanOrEqual(3);

    const target = await buildApp({ ...sqliteConfig, databaseUrl: url, databasePoolSize: 4 }, { logger: false });
    try {
      for (const [table, rows] of expected) expect([table, await countRows(target, table)]).toEqual([table, rows]);
      const answers = await target.db
        .selectFrom('answerAttempts')
        .select(['id', 'isCorrect', 'studyTime'])
        .orderBy('answeredAt')
        .execute();
      expect(answers).toEqual(used.opIds.map((id, i) => ({ id, isCorrect: i === 1 ? 0 : 1, studyTime: 4 })));
      const payment = await target.db
        .selectFrom('payments')
        .select(['userId', 'method', 'source'])
        .executeTakeFirstOrThrow();
      expect(payment).toEqual({ userId: used.learner.user.id, method: 'zelle', source: 'claim' });

      // The session the learner had on SQLite still works; a new sign-in works too.
      const me = await fetchAs(target, used.learner.cookie, 'GET', '/api/user');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ username: 'moving1', approval_level: 2 });
      const login = await target.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'moving1', password: 'secret123' },
      });
      expect(login.statusCode).toBe(200);
      // New rows are numbered after the copied ones (the sequences were moved on).
      const next = await signUp(target, 'moving3');
      expect(next.user.id).toBe(4);
    } finally {
      await target.close();
    }

    // A second run finds data on the target and refuses, changing nothing.
    await expect(migrateSqliteToPostgres(sqliteConfig.databasePath, url)).rejects.toThrow(
      /is not empty: .*users \(4 rows\)/,
    );
  }, 120_000);
});
