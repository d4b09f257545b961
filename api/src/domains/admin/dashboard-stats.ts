// The dashboard's figures (issue 9). Each figure is its own small function so that other areas can
// add theirs (open payment claims, officials freshness) with one line in `dashboardStats`.
import type { DashboardDto, PendingApprovalDto } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';
import { nowIso } from '../../lib/json.js';
import { countPendingClaims } from '../payments/claims-repository.js';
import { freshnessReport } from '../officials/freshness.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PENDING_SHOWN = 10;
/** The most urgent officials shown on the dashboard; the officials screens list them all. */
export const OFFICIALS_SHOWN = 5;

const daysAgo = (days: number, now: number) => new Date(now - days * DAY_MS).toISOString();
const count = (value: unknown) => Number(value ?? 0);

/** Accounts waiting for approval, oldest first, with how long they have waited. */
export async function pendingApprovals(
  db: DbOrTrx,
  now = Date.now(),
): Promise<{ items: PendingApprovalDto[]; total: number }> {
  const waiting = db
    .selectFrom('users')
    .where('isApproved', '=', 0)
    .where('role', '=', 'user')
    .where('disabledAt', 'is', null);
  const rows = await waiting
    .select(['id', 'username', 'fullName', 'email', 'createdAt', 'emailVerified'])
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(PENDING_SHOWN)
    .execute();
  const { total } = await waiting.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      id: row.id,
      username: row.username,
      fullName: row.fullName,
      email: row.email,
      createdAt: row.createdAt,
      waitingHours: Math.max(0, Math.round(((now - Date.parse(row.createdAt)) / 3_600_000) * 10) / 10),
      emailVerified: row.emailVerified === 1,
    })),
    total: count(total),
  };
}

/** Enabled learners by approval level (level 0 = waiting), and the number of admins. */
export async function learnersByLevel(db: DbOrTrx): Promise<DashboardDto['learnersByLevel']> {
  const rows = await db
    .selectFrom('users')
    .select(['role', 'isApproved', 'approvalLevel', (eb) => eb.fn.countAll().as('n')])
    .where('disabledAt', 'is', null)
    .groupBy(['role', 'isApproved', 'approvalLevel'])
    .execute();
  const result = { level0: 0, level1: 0, level2: 0, admins: 0 };
  for (const row of rows) {
    if (row.role === 'admin') result.admins += count(row.n);
    else if (!row.isApproved || row.approvalLevel <= 0) result.level0 += count(row.n);
    else if (row.approvalLevel === 1) result.level1 += count(row.n);
    else result.level2 += count(row.n);
  }
  return result;
}

/** Learners who answered a question or signed in since `since`. */
async function activeSince(db: DbOrTrx, since: string): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('role', '=', 'user')
    .where((eb) =>
      eb.or([
        eb('lastLogin', '>=', since),
        eb.exists(
          eb
            .selectFrom('answerAttempts')
            .select('answerAttempts.id')
            .whereRef('answerAttempts.userId', '=', 'users.id')
            .where('answeredAt', '>=', since),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return count(n);
}

export async function activeLearners(db: DbOrTrx, now = Date.now()): Promise<DashboardDto['activeLearners']> {
  return { days7: await activeSince(db, daysAgo(7, now)), days30: await activeSince(db, daysAgo(30, now)) };
}

/** Answers that reached the server through sync today (UTC day of arrival, not of answering). */
export async function answersSyncedToday(db: DbOrTrx, now = Date.now()): Promise<number> {
  const startOfDay = `${new Date(now).toISOString().slice(0, 10)}T00:00:00.000Z`;
  const { n } = await db
    .selectFrom('syncOps')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('type', '=', 'answer.record')
    .where('appliedAt', '>=', startOfDay)
    .executeTakeFirstOrThrow();
  return count(n);
}

/** Completed tests, passed tests and the pass rate (null before the first test). */
export async function testResults(db: DbOrTrx): Promise<DashboardDto['tests']> {
  const row = await db
    .selectFrom('tests')
    .select([(eb) => eb.fn.countAll().as('taken'), (eb) => eb.fn.sum<number>('passed').as('passed')])
    .where('completedAt', 'is not', null)
    .executeTakeFirstOrThrow();
  const taken = count(row.taken);
  const passed = count(row.passed);
  return { taken, passed, passRate: taken ? Math.round((passed / taken) * 1000) / 1000 : null };
}

/** The officials freshness report for the day of `now`, in short (most urgent first). */
export async function officialsToCheck(
  db: DbOrTrx,
  now = Date.now(),
): Promise<NonNullable<DashboardDto['officialsToCheck']>> {
  const { items } = await freshnessReport(db, new Date(now).toISOString().slice(0, 10));
  return { total: items.length, urgent: items.filter((i) => i.urgent).length, first: items.slice(0, OFFICIALS_SHOWN) };
}

export async function dashboardStats(db: DbOrTrx, now = Date.now()): Promise<DashboardDto> {
  const pending = await pendingApprovals(db, now);
  return {
    pendingApprovals: pending.items,
    pendingTotal: pending.total,
    learnersByLevel: await learnersByLevel(db),
    activeLearners: await activeLearners(db, now),
    answersSyncedToday: await answersSyncedToday(db, now),
    tests: await testResults(db),
    // Other areas add their figures below (openPaymentClaims, extra.<panel>).
    openPaymentClaims: await countPendingClaims(db),
    officialsToCheck: await officialsToCheck(db, now),
    generatedAt: nowIso(),
  };
}
