// Why the incorrect-questions list may be unusable (spec part 1 §5: Vietnamese toasts for no
// incorrect questions, no saved list and a load error): the key is absent, or it cannot be read.
import { STORAGE_KEYS } from '../../lib/browser-storage';

export type PracticeListStatus = 'missing' | 'unreadable' | 'stored';

export function practiceListStatus(): PracticeListStatus {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.practiceIncorrectQuestions);
  } catch {
    return 'unreadable';
  }
  if (raw === null) return 'missing';
  try {
    return Array.isArray(JSON.parse(raw)) ? 'stored' : 'unreadable';
  } catch {
    return 'unreadable';
  }
}
