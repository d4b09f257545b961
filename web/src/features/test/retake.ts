// Test Again and New Test (spec part 1 §4): the results screen leaves the question ids and the
// mode 'same' in browser storage; the next test asks those questions once and clears them.
import { readJson, removeKeys, STORAGE_KEYS } from '../../lib/browser-storage';

export function readRetakeIds(): number[] | null {
  if (readJson<string | null>(STORAGE_KEYS.retakeMode, null) !== 'same') return null;
  const ids = readJson<unknown>(STORAGE_KEYS.retakeQuestionIds, null);
  return Array.isArray(ids) && ids.every((id) => typeof id === 'number') ? ids : null;
}

export const clearRetake = () =>
  removeKeys(STORAGE_KEYS.retakeMode, STORAGE_KEYS.retakeQuestionIds, STORAGE_KEYS.retakeQuestions);

/** Throws when the browser refuses to store them (the caller says so). */
export function storeTestAgain(ids: readonly number[]): void {
  localStorage.setItem(STORAGE_KEYS.retakeMode, JSON.stringify('same'));
  localStorage.setItem(STORAGE_KEYS.retakeQuestionIds, JSON.stringify(ids));
}
