// Questions of the bank on the device, looked up by id (results and review screens), each as it
// reads on the device's day: a list stored weeks ago (missed questions, a retake) is re-read here,
// so a senator or governor who has since changed is graded by today's answer, not the old one.
import { db, type StoredQuestion } from './database';
import { answerOn, deviceDay, type DatedQuestion } from './officials';

/**
 * The stored questions among `ids`, by id. A device without IndexedDB (or a bank not yet
 * downloaded) answers an empty map: the screens then show what the browser kept.
 */
export async function questionsById(ids: number[], day = deviceDay()): Promise<Map<number, StoredQuestion>> {
  try {
    const found = (await db.questions.bulkGet(ids)) as Array<DatedQuestion | undefined>;
    return new Map(found.filter((q): q is DatedQuestion => !!q).map((q) => [q.id, answerOn(q, day)]));
  } catch {
    return new Map();
  }
}
