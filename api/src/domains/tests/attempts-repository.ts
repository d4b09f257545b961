// Test attempts for /admin/test-instances: who took which test, the score and whether they passed,
// newest first. A free test (no definition) is named "Practice test", a mock interview "Mock interview".
import type { TestAttemptRow, TestAttemptsQuery } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';

export const FREE_TEST_NAME = 'Practice test';
export const MOCK_INTERVIEW_NAME = 'Mock interview';

function filtered(db: DbOrTrx, query: TestAttemptsQuery) {
  let base = db
    .selectFrom('tests')
    .innerJoin('users', 'users.id', 'tests.userId')
    .leftJoin('testDefinitions', 'testDefinitions.id', 'tests.testDefinitionId');
  if (query.testDefinitionId !== undefined) base = base.where('tests.testDefinitionId', '=', query.testDefinitionId);
  if (query.fixedOnly === true) base = base.where('tests.testDefinitionId', 'is not', null);
  if (query.fixedOnly === false) base = base.where('tests.testDefinitionId', 'is', null);
  if (query.passed !== undefined) base = base.where('tests.passed', '=', query.passed ? 1 : 0);
  if (query.from) base = base.where('tests.completedAt', '>=', query.from);
  // "to" is a whole day: everything before the next midnight.
  if (query.to) base = base.where('tests.completedAt', '<', `${query.to}T99`);
  const search = query.userSearch
    ?.trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '');
  if (search)
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.username']), 'like', `%${search}%`),
        eb(eb.fn('lower', ['users.fullName']), 'like', `%${search}%`),
      ]),
    );
  return base;
}

export async function listTestAttempts(db: DbOrTrx, query: TestAttemptsQuery, limitAll?: number) {
  const page = query.page ?? 1;
  const pageSize = limitAll ?? query.pageSize ?? 50;
  const base = filtered(db, query);
  const [rows, count] = await Promise.all([
    base
      .select([
        'tests.id',
        'tests.userId',
        'users.username',
        'users.fullName',
        'tests.testDefinitionId',
        'testDefinitions.name as testName',
        'tests.mode',
        'tests.score',
        'tests.totalQuestions',
        'tests.passed',
        'tests.startedAt',
        'tests.completedAt',
      ])
      .orderBy('tests.completedAt', 'desc')
      .orderBy('tests.id')
      .limit(pageSize)
      .offset(limitAll ? 0 : (page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items: TestAttemptRow[] = rows.map(({ mode, ...r }) => ({
    ...r,
    testName: r.testName ?? (mode === 'interview' ? MOCK_INTERVIEW_NAME : FREE_TEST_NAME),
    passed: r.passed === 1,
  }));
  return { items, total: Number(count.n), page: limitAll ? 1 : page, pageSize };
}

/** RFC 4180 cell; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function attemptsCsv(items: TestAttemptRow[]): string {
  const header = ['Learner', 'Full name', 'Test', 'Score', 'Questions', 'Percent', 'Passed', 'Started', 'Completed'];
  const lines = items.map((a) =>
    [
      a.username,
      a.fullName,
      a.testName,
      a.score,
      a.totalQuestions,
      a.totalQuestions > 0 ? Math.round((a.score / a.totalQuestions) * 100) : 0,
      a.passed ? 'yes' : 'no',
      a.startedAt,
      a.completedAt,
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

export const testDefinitionExists = async (db: DbOrTrx, id: number) =>
  !!(await db.selectFrom('testDefinitions').select('id').where('id', '=', id).executeTakeFirst());

/** Called when a synced attempt names a fixed test (sync/apply.ts), after checking it exists. */
export async function linkAttemptToDefinition(db: DbOrTrx, attemptId: string, testDefinitionId: number): Promise<void> {
  await db.updateTable('tests').set({ testDefinitionId }).where('id', '=', attemptId).execute();
}
