// Issue 32: an answer to an N-400 word is stored with its sync op in one transaction, as a civics
// answer is: never saved without being queued, nor queued unsaved.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './database';
import { recordVocabularyAnswer, vocabularyAnswersOf } from './learner-records';
import { pendingOps } from './outbox';
import { freshDatabaseEachTest } from '../test/fresh-database';

freshDatabaseEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('recordVocabularyAnswer', () => {
  it('stores the answer and its vocabulary-answer.record op together, under one id', async () => {
    const op = await recordVocabularyAnswer(1, { termId: 'alien', isCorrect: true, rating: 'hard' });
    const [stored] = await vocabularyAnswersOf(1);
    expect(stored).toEqual({
      id: op.id,
      userId: 1,
      termId: 'alien',
      isCorrect: true,
      rating: 'hard',
      answeredAt: expect.any(String),
    });
    const [queued] = await pendingOps(1);
    expect(queued).toMatchObject({ id: op.id, type: 'vocabulary-answer.record', seq: 1 });
    expect(queued!.payload).toEqual({
      termId: 'alien',
      isCorrect: true,
      rating: 'hard',
      answeredAt: stored!.answeredAt,
    });
  });

  it('shares the seq with the civics answers and keeps each account to itself', async () => {
    await recordVocabularyAnswer(1, { termId: 'alien', isCorrect: false });
    await recordVocabularyAnswer(1, { termId: 'oath', isCorrect: true });
    await recordVocabularyAnswer(2, { termId: 'alien', isCorrect: true });
    expect((await pendingOps(1)).map((op) => op.seq)).toEqual([1, 2]);
    expect((await vocabularyAnswersOf(1)).map((a) => a.termId).sort()).toEqual(['alien', 'oath']);
    expect((await vocabularyAnswersOf(2)).map((a) => a.termId)).toEqual(['alien']);
  });

  it('never sends "hard" with a wrong answer (the server would refuse it)', async () => {
    const op = await recordVocabularyAnswer(1, { termId: 'alien', isCorrect: false, rating: 'hard' });
    expect(op.payload).not.toHaveProperty('rating');
    expect((await vocabularyAnswersOf(1))[0]).not.toHaveProperty('rating');
  });

  it('stores nothing when its op cannot be queued: the answer and the op are one transaction', async () => {
    await recordVocabularyAnswer(1, { termId: 'alien', isCorrect: true });
    // The next op's id is already in the outbox: queuing it fails after the answer was written.
    const taken = (await pendingOps(1))[0]!;
    await db.outbox.put({ ...taken, id: 'taken-id', seq: 99 });
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('taken-id' as ReturnType<typeof crypto.randomUUID>);
    await expect(recordVocabularyAnswer(1, { termId: 'oath', isCorrect: true })).rejects.toThrow();
    expect((await vocabularyAnswersOf(1)).map((a) => a.termId)).toEqual(['alien']);
    expect(await db.vocabularyAnswers.get('taken-id')).toBeUndefined();
    expect((await db.syncClients.get(1))?.nextSeq).toBe(2);
  });
});
