// Everything the server keeps about one learner, for "Download my data" (issue 14). Built field by
// field (never selectAll into the answer), so the password hash, the security answers' hashes,
// verification codes and sessions can never slip into an export.
import type { AccountExport, ExportCsvKind } from '@civics/sync-protocol';
import type { DbOrTrx, UserRow } from '../../db/database.js';
import { flatEntries, nowIso, parseJson } from '../../lib/json.js';
import { readAboutYouForExport } from '../n400/about-you-repository.js';
import { readUserSettings } from '../settings/repository.js';
import { toCsv, type CsvValue } from '../../lib/csv.js';

// The columns of the answers and study sessions, as read and as written to their CSV files.
const ANSWER_COLUMNS = ['id', 'questionId', 'isCorrect', 'studyTime', 'answeredAt'] as const;
const SESSION_COLUMNS = [
  'id',
  'sessionType',
  'questionsCount',
  'correctAnswers',
  'totalTime',
  'completedAt',
  'categoryFilters',
  'language',
] as const;

const questionsOf = (securityQuestions: string) =>
  parseJson<Array<{ question?: unknown }>>(securityQuestions, [])
    .map((q) => q?.question)
    .filter((q): q is string => typeof q === 'string');

export async function readAnswers(db: DbOrTrx, userId: number): Promise<AccountExport['answers']> {
  const rows = await db
    .selectFrom('answerAttempts')
    .select(ANSWER_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('answeredAt')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    questionId: r.questionId,
    isCorrect: r.isCorrect === 1,
    studyTime: r.studyTime,
    answeredAt: r.answeredAt,
  }));
}

export async function readVocabularyAnswers(db: DbOrTrx, userId: number): Promise<AccountExport['vocabularyAnswers']> {
  const rows = await db
    .selectFrom('vocabularyAnswers')
    .select(['id', 'termId', 'isCorrect', 'rating', 'answeredAt'])
    .where('userId', '=', userId)
    .orderBy('answeredAt')
    .execute();
  return rows.map((r) => ({ ...r, isCorrect: r.isCorrect === 1 }));
}

export async function readStudySessions(db: DbOrTrx, userId: number): Promise<AccountExport['studySessions']> {
  const rows = await db
    .selectFrom('userStudySessions')
    .select(SESSION_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('completedAt')
    .execute();
  return rows.map((r) => ({
    ...r,
    categoryFilters: parseJson<unknown[]>(r.categoryFilters, []).filter((id): id is number => Number.isInteger(id)),
  }));
}

export async function readTests(db: DbOrTrx, userId: number): Promise<AccountExport['tests']> {
  const rows = await db
    .selectFrom('tests')
    .select([
      'id',
      'startedAt',
      'completedAt',
      'score',
      'totalQuestions',
      'passed',
      'mode',
      'testDefinitionId',
      'questionsData',
    ])
    .where('userId', '=', userId)
    .orderBy('startedAt')
    .execute();
  return rows.map((r) => ({
    ...r,
    passed: r.passed === 1,
    questionsData: flatEntries(parseJson<unknown>(r.questionsData, [])),
  }));
}

export async function readAccountExport(db: DbOrTrx, user: UserRow): Promise<AccountExport> {
  const [settings, answers, vocabularyAnswers, aboutYouAnswers, studySessions, tests, payments] = await Promise.all([
    readUserSettings(db, user.id),
    readAnswers(db, user.id),
    readVocabularyAnswers(db, user.id),
    readAboutYouForExport(db, user.id),
    readStudySessions(db, user.id),
    readTests(db, user.id),
    db
      .selectFrom('payments')
      .select(['planName', 'method', 'amount', 'currency', 'levelEndDate', 'createdAt'])
      .where('userId', '=', user.id)
      .orderBy('createdAt')
      .execute(),
  ]);
  return {
    exportedAt: nowIso(),
    profile: {
      id: user.id,
      username: user.username,
      email: user.email,
      cellphone: user.cellphone,
      fullName: user.fullName,
      role: user.role,
      preferredLanguage: user.preferredLanguage,
      state: user.state,
      testVersion: user.testVersion,
      createdAt: user.createdAt,
      lastLogin: user.lastLogin,
      isApproved: user.isApproved === 1,
      approvalLevel: user.approvalLevel,
      approvedAt: user.approvedAt,
      endDate: user.endDate,
      emailVerified: user.emailVerified === 1,
      progressResetAt: user.progressResetAt,
      securityQuestions: questionsOf(user.securityQuestions),
    },
    settings,
    answers,
    vocabularyAnswers,
    aboutYouAnswers,
    studySessions,
    tests,
    // Stored in cents; the learner reads dollars, as they paid them.
    payments: payments.map((p) => ({ ...p, amount: Number(p.amount) / 100 })),
  };
}

/** One kind of record as CSV; a test's questions become one line per question. */
export async function readCsv(db: DbOrTrx, userId: number, kind: ExportCsvKind): Promise<string> {
  if (kind === 'answers') {
    return toCsv(ANSWER_COLUMNS, await readAnswers(db, userId));
  }
  if (kind === 'sessions') {
    const rows = (await readStudySessions(db, userId)).map((s) => ({
      ...s,
      categoryFilters: s.categoryFilters.join(' '),
    }));
    return toCsv(SESSION_COLUMNS, rows);
  }
  const rows: Array<Record<string, CsvValue>> = [];
  for (const test of await readTests(db, userId)) {
    const { questionsData, ...attempt } = test;
    const base = {
      testId: attempt.id,
      startedAt: attempt.startedAt,
      completedAt: attempt.completedAt,
      score: attempt.score,
      totalQuestions: attempt.totalQuestions,
      passed: attempt.passed,
      mode: attempt.mode,
    };
    if (questionsData.length === 0)
      rows.push({ ...base, questionId: null, userAnswerId: null, isCorrect: null, flagged: null });
    for (const q of questionsData)
      rows.push({
        ...base,
        questionId: q.questionId,
        userAnswerId: q.userAnswerId,
        isCorrect: q.isCorrect,
        flagged: q.flagged,
      });
  }
  return toCsv(
    [
      'testId',
      'startedAt',
      'completedAt',
      'score',
      'totalQuestions',
      'passed',
      'mode',
      'questionId',
      'userAnswerId',
      'isCorrect',
      'flagged',
    ],
    rows,
  );
}
