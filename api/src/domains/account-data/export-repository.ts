// Everything the server keeps about one learner, for "Download my data" (issue 14). Built field by
// field (never selectAll into the answer), so the password hash, the security answers' hashes,
// verification codes and sessions can never slip into an export.
import type { AccountExport, ExportCsvKind } from '@civics/sync-protocol';
import type { DbOrTrx, UserRow } from '../../db/database.js';
import { flatEntries, nowIso, parseJson } from '../../lib/json.js';
import { readAboutYouForExport } from '../n400/about-you-repository.js';
import { readUserSettings } from '../settings/repository.js';
import { toCsv, type CsvValue } from '../../lib/csv.js';
import { recordsOf } from '../../services/learner-records.js';

// The fields of each record an export holds, named one by one; the answers' and sessions' CSV files
// have the same columns.
const PROFILE_COLUMNS = [
  'id',
  'username',
  'email',
  'cellphone',
  'fullName',
  'role',
  'preferredLanguage',
  'state',
  'testVersion',
  'createdAt',
  'lastLogin',
  'isApproved',
  'approvalLevel',
  'approvedAt',
  'endDate',
  'emailVerified',
  'progressResetAt',
] as const;
const ANSWER_COLUMNS = ['id', 'questionId', 'isCorrect', 'studyTime', 'answeredAt', 'rating', 'given'] as const;
const WORD_ANSWER_COLUMNS = ['id', 'termId', 'isCorrect', 'rating', 'answeredAt'] as const;
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
// A test attempt's own fields; its export adds the fixed test it came from and its questions, and
// its CSV one line per question (a test with no questions keeps one line of its own).
const ATTEMPT_COLUMNS = ['startedAt', 'completedAt', 'score', 'totalQuestions', 'passed', 'mode'] as const;
const TEST_COLUMNS = ['id', ...ATTEMPT_COLUMNS, 'testDefinitionId', 'questionsData'] as const;
const QUESTION_CSV_COLUMNS = ['questionId', 'userAnswerId', 'isCorrect', 'flagged'] as const;
const TEST_CSV_COLUMNS = ['testId', ...ATTEMPT_COLUMNS, ...QUESTION_CSV_COLUMNS] as const;

const questionsOf = (securityQuestions: string) =>
  parseJson<Array<{ question?: unknown }>>(securityQuestions, [])
    .map((q) => q?.question)
    .filter((q): q is string => typeof q === 'string');

/** The named fields of a row, in the order named. */
function fieldsOf<Row, Field extends keyof Row>(row: Row, fields: readonly Field[]): Pick<Row, Field> {
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<Row, Field>;
}

export async function readAnswers(db: DbOrTrx, userId: number): Promise<AccountExport['answers']> {
  const rows = await recordsOf(db, 'answerAttempts', 'answeredAt', userId);
  // With 'hard' for a right answer after a near miss (issue 14) and the words heard or typed with it (issue 30).
  return rows.map((r) => ({ ...fieldsOf(r, ANSWER_COLUMNS), isCorrect: r.isCorrect === 1 }));
}

export async function readVocabularyAnswers(db: DbOrTrx, userId: number): Promise<AccountExport['vocabularyAnswers']> {
  const rows = await recordsOf(db, 'vocabularyAnswers', 'answeredAt', userId);
  return rows.map((r) => ({ ...fieldsOf(r, WORD_ANSWER_COLUMNS), isCorrect: r.isCorrect === 1 }));
}

export async function readStudySessions(db: DbOrTrx, userId: number): Promise<AccountExport['studySessions']> {
  const rows = await recordsOf(db, 'userStudySessions', 'completedAt', userId);
  return rows.map((r) => ({
    ...fieldsOf(r, SESSION_COLUMNS),
    categoryFilters: parseJson<unknown[]>(r.categoryFilters, []).filter((id): id is number => Number.isInteger(id)),
  }));
}

export async function readTests(db: DbOrTrx, userId: number): Promise<AccountExport['tests']> {
  const rows = await recordsOf(db, 'tests', 'startedAt', userId);
  return rows.map((r) => ({
    ...fieldsOf(r, TEST_COLUMNS),
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
      ...fieldsOf(user, PROFILE_COLUMNS),
      isApproved: user.isApproved === 1,
      emailVerified: user.emailVerified === 1,
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
    const base = { testId: test.id, ...fieldsOf(test, ATTEMPT_COLUMNS) };
    const questions: Array<Record<string, CsvValue>> = test.questionsData.length > 0 ? test.questionsData : [{}];
    for (const question of questions) rows.push({ ...base, ...fieldsOf(question, QUESTION_CSV_COLUMNS) });
  }
  return toCsv(TEST_CSV_COLUMNS, rows);
}
