// Reading the learner's own progress on the device: answers count from the last "begin again".
import { db, type StoredAnswer } from './database';

export async function answersSinceReset(userId: number): Promise<StoredAnswer[]> {
  const client = await db.syncClients.get(userId);
  const answers = await db.answers.where('userId').equals(userId).sortBy('answeredAt');
  const resetAt = client?.progressResetAt;
  return resetAt ? answers.filter((a) => a.answeredAt > resetAt) : answers;
}

/** Per question: the latest answer's correctness (the same rule the server derives progress by). */
export async function latestCorrectness(userId: number): Promise<Map<number, boolean>> {
  const latest = new Map<number, boolean>();
  for (const answer of await answersSinceReset(userId)) latest.set(answer.questionId, answer.isCorrect);
  return latest;
}
