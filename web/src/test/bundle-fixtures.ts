// Test-only: the downloaded bundle (its meta and questions) as the screens' unit tests seed it into
// the device database. Each test overrides only the fields its case is about.
import type { BundleMeta, StoredQuestion } from '../db/database';

/** Question n of the 2025 bank (id 1000 + n): federal, one answer 'A', no translations. */
export const storedQuestion = (n: number, overrides: Partial<StoredQuestion> = {}): StoredQuestion => ({
  id: 1000 + n,
  version: '2025',
  officialNumber: n,
  categoryId: 1,
  subcategoryId: null,
  questionText: `Question ${n}?`,
  options: [{ id: 'option_1', text: 'A' }],
  correctOptionIndex: 0,
  correctOptionId: 'option_1',
  explanation: '',
  isActive: true,
  isTimeSensitive: false,
  stateSpecific: false,
  applicableStates: null,
  jurisdictionType: 'FEDERAL',
  star6520: false,
  answersRequired: 1,
  dynamicKind: null,
  translations: {},
  ...overrides,
});

/** The bundle meta of a level 2 learner in California, reading Vietnamese, on the 2025 test. */
export const bundleMeta = (userId: number, overrides: Partial<BundleMeta> = {}): BundleMeta => ({
  key: 'bundle',
  userId,
  etag: '"e"',
  language: 'vi',
  version: '2025',
  approvalLevel: 2,
  state: 'CA',
  studyModeConfig: { timePerQuestion: 90, readCount: 3 },
  testModeConfig: { timePerQuestion: 120, readCount: 3, questionOrder: 'random', shuffleOptions: true },
  fetchedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
