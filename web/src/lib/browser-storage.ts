// The spec's browser storage keys (part 1 §3) in one place, with JSON helpers that never throw:
// a full or blocked storage must not break studying.
export const STORAGE_KEYS = {
  bilingual: 'bilingual',
  beginAgain: 'beginAgain',
  nextBatchIndexForContinuation: 'nextBatchIndexForContinuation',
  studyAgainQuestions: 'studyAgainQuestions',
  studyAgainMode: 'studyAgainMode',
  startNextTest: 'startNextTest',
  studyResults: 'studyResults',
  updatedCorrectQuestions: 'updatedCorrectQuestions',
  currentBatchIndex: 'currentBatchIndex',
  retakeMode: 'retakeMode',
  retakeQuestions: 'retakeQuestions',
  retakeQuestionIds: 'retakeQuestionIds',
  testResults: 'testResults',
  testTimeData: 'testTimeData',
  lastTestQuestions: 'lastTestQuestions',
  practiceIncorrectQuestions: 'practiceIncorrectQuestions',
  practiceMode: 'practiceMode',
} as const;
export const SESSION_KEYS = { selectedCategory: 'selectedCategory' } as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readJson<T>(key: StorageKey, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the record itself is already safe in IndexedDB with its outbox op.
  }
}

export function removeKeys(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to do: storage unavailable.
    }
  }
}
