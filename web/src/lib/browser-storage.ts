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

// The spec's session key selectedCategory (part 1 §3): the category chosen on Settings during this
// visit (this tab). Settings preselects it and Study draws from it, so the visit keeps the learner's
// choice even when a sync from another device brings a different saved category meanwhile; closing
// the tab forgets it and the saved setting (studyModeSettings.categoryFilters) governs again.

export function readSelectedCategory(): number | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEYS.selectedCategory);
    const id = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null; // Storage blocked: the saved setting carries the choice.
  }
}

/** null = all categories. */
export function rememberSelectedCategory(id: number | null): void {
  try {
    if (id === null) sessionStorage.removeItem(SESSION_KEYS.selectedCategory);
    else sessionStorage.setItem(SESSION_KEYS.selectedCategory, String(id));
  } catch {
    // Storage blocked: the saved setting still carries the choice.
  }
}

/** The filters of this visit: the session's category when the device knows it, else the saved ones. */
export function categoryFiltersForVisit(saved: readonly number[], isKnown: (categoryId: number) => boolean): number[] {
  const selected = readSelectedCategory();
  return selected !== null && isKnown(selected) ? [selected] : [...saved];
}
