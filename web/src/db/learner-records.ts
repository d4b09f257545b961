// The learner's writes: answers, study sessions, test attempts, settings, language, "begin again".
// Each is a local row plus an outbox op (writeWithOp), so it works offline and syncs later.
import type {
  AnswerPayload,
  SettingsPatch,
  StudySessionPayload,
  TestAttemptPayload,
  VocabularyAnswerPayload,
} from '@civics/sync-protocol';
import { DEFAULT_STUDY_SETTINGS, DEFAULT_TEST_SETTINGS } from '@civics/sync-protocol/constants';
import { mergeGoalDays } from '@civics/sync-protocol/goal-days';
import { db, type StoredSettings } from './database';
import { syncClientOf, writeWithOp } from './outbox';

export async function recordAnswer(userId: number, answer: Omit<AnswerPayload, 'answeredAt'>) {
  const answeredAt = new Date().toISOString();
  const payload: AnswerPayload = { ...answer, answeredAt };
  return writeWithOp(userId, 'answer.record', payload, async (_at, id) => {
    await db.answers.add({ id, userId, ...payload });
  });
}

/**
 * Issue 32: an answer to an N-400 word, stored with its `vocabulary-answer.record` op in one
 * transaction (writeWithOp); the words' schedule is replayed from these.
 */
export async function recordVocabularyAnswer(userId: number, answer: Omit<VocabularyAnswerPayload, 'answeredAt'>) {
  const payload: VocabularyAnswerPayload = {
    termId: answer.termId,
    isCorrect: answer.isCorrect,
    // "Hard" is a right answer found hard: a wrong one is only wrong (the server refuses both at once).
    ...(answer.rating === 'hard' && answer.isCorrect ? { rating: 'hard' as const } : {}),
    answeredAt: new Date().toISOString(),
  };
  return writeWithOp(userId, 'vocabulary-answer.record', payload, async (_at, id) => {
    await db.vocabularyAnswers.add({ id, userId, ...payload });
  });
}

export async function recordStudySession(userId: number, session: StudySessionPayload) {
  return writeWithOp(userId, 'study-session.record', session, async (_at, id) => {
    await db.studySessions.add({ id, userId, ...session });
  });
}

export async function recordTestAttempt(userId: number, attempt: TestAttemptPayload) {
  return writeWithOp(userId, 'test-attempt.record', attempt, async (_at, id) => {
    await db.testAttempts.add({ id, userId, ...attempt });
  });
}

// Reads of the learner's own records for screens (issue 35: features read the device database
// through db/ only): the answer log, the device's sync state, the settings as stored (or undefined).
export const answersOf = (userId: number) => db.answers.where('userId').equals(userId).toArray();
/** Issue 32: the account's answers to the N-400 words on this device (its own and those pulled). */
export const vocabularyAnswersOf = (userId: number) => db.vocabularyAnswers.where('userId').equals(userId).toArray();
export const syncClientRecord = (userId: number) => db.syncClients.get(userId);
export const storedSettingsOf = (userId: number) => db.settings.get(userId);
export const testAttemptsOf = (userId: number) => db.testAttempts.where('userId').equals(userId).toArray();

export async function readSettings(userId: number): Promise<StoredSettings> {
  return (
    (await db.settings.get(userId)) ?? {
      userId,
      studyModeSettings: { ...DEFAULT_STUDY_SETTINGS },
      testModeSettings: { ...DEFAULT_TEST_SETTINGS },
      fieldTimes: {},
    }
  );
}

export async function updateSettings(userId: number, patch: SettingsPatch) {
  return writeWithOp(userId, 'settings.update', patch, async (at) => {
    const current = await readSettings(userId);
    const fieldTimes = { ...current.fieldTimes };
    for (const field of Object.keys(patch.studyModeSettings ?? {})) fieldTimes[`study.${field}`] = at;
    for (const field of Object.keys(patch.testModeSettings ?? {})) fieldTimes[`test.${field}`] = at;
    const study = { ...current.studyModeSettings, ...patch.studyModeSettings };
    // Each day's goal is merged day by day (issue 33), as the server does with the same op.
    if (patch.studyModeSettings?.goalDays)
      study.goalDays = mergeGoalDays(current.studyModeSettings.goalDays, patch.studyModeSettings.goalDays);
    await db.settings.put({
      userId,
      studyModeSettings: study,
      testModeSettings: { ...current.testModeSettings, ...patch.testModeSettings },
      fieldTimes,
    });
  });
}

export async function setLanguage(userId: number, language: string) {
  return writeWithOp(userId, 'user.language', { language }, async () => undefined);
}

/** "Begin again": answers before now stop counting, here and (after sync) on the server. */
export async function resetProgress(userId: number) {
  return writeWithOp(userId, 'progress.reset', {}, async (at) => {
    const client = await syncClientOf(userId);
    await db.syncClients.put({ ...client, progressResetAt: at });
  });
}
