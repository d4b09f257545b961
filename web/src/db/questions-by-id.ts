// Questions of the bank on the device, looked up by id (results and review screens).
import { db, type StoredQuestion } from './database';

/**
 * The stored questions among `ids`, by id. A device without IndexedDB (or a bank not yet
 * downloaded) answers an empty map: the screens then show what the browser kept.
 */
export async function questionsById(ids: number[]): Promise<Map<number, StoredQuestion>> {
  try {
    const found = await db.questions.bulkGet(ids);
    return new Map(found.filter((q): q is StoredQuestion => !!q).map((q) => [q.id, q]));
  } catch {
    return new Map();
  }
}
