// Issue 32: the pull brings the account's answers to the N-400 words, so a second device replays the
// same words' schedule; merged as a union by op id, like the civics answers.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { recordVocabularyAnswer, vocabularyAnswersOf } from '../db/learner-records';
import { json, pullDto, stubFetch } from '../test/fetch-stub';
import { pullChanges } from './push-pull';
import { freshDatabaseEachTest } from '../test/fresh-database';

const fromServer = [
  { id: 'v1', termId: 'alien', isCorrect: true, rating: 'hard', answeredAt: '2026-11-01T10:00:00.000Z' },
  { id: 'v2', termId: 'oath', isCorrect: false, answeredAt: '2026-11-01T10:01:00.000Z' },
];

freshDatabaseEachTest();

describe("the pull's vocabulary answers", () => {
  it('stores them for the account, once however often they come, beside the answers given here', async () => {
    const mine = await recordVocabularyAnswer(1, { termId: 'vote', isCorrect: true });
    stubFetch(() => json(pullDto({ cursor: 7, vocabularyAnswers: fromServer })));
    await pullChanges(1);
    await pullChanges(1);
    const stored = await vocabularyAnswersOf(1);
    expect(stored.map((a) => a.id).sort()).toEqual([mine.id, 'v1', 'v2'].sort());
    expect(stored.find((a) => a.id === 'v1')).toEqual({ ...fromServer[0], userId: 1 });
    expect(stored.find((a) => a.id === 'v2')).toEqual({ ...fromServer[1], userId: 1 });
    expect(await vocabularyAnswersOf(2)).toEqual([]);
    expect((await db.syncClients.get(1))?.cursor).toBe(7);
  });

  it('takes a pull without them (an older server) and keeps what the device holds', async () => {
    await recordVocabularyAnswer(1, { termId: 'vote', isCorrect: true });
    stubFetch(() => json(pullDto({ cursor: 7 })));
    await pullChanges(1);
    expect(await vocabularyAnswersOf(1)).toHaveLength(1);
  });
});
