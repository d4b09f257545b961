// Test-only: a small bank and bundle meta for the test-mode screens' unit tests.
import type { BundleMeta, StoredQuestion } from '../../db/database';

export const question = (n: number, overrides: Partial<StoredQuestion> = {}): StoredQuestion => ({
  id: 1000 + n,
  version: '2025',
  officialNumber: n,
  categoryId: 1,
  subcategoryId: null,
  questionText: `Question text ${n}?`,
  options: [1, 2, 3, 4].map((k) => ({ id: `option_${k}`, text: `Answer ${k} of ${n}` })),
  correctOptionIndex: n % 4,
  correctOptionId: `option_${(n % 4) + 1}`,
  explanation: `Why ${n}.`,
  isActive: true,
  isTimeSensitive: false,
  stateSpecific: false,
  applicableStates: null,
  jurisdictionType: 'FEDERAL',
  star6520: n <= 20,
  answersRequired: 1,
  dynamicKind: null,
  translations: {},
  ...overrides,
});

export const bank = (size: number) => Array.from({ length: size }, (_, i) => question(i + 1));

export const meta = (userId: number, testModeConfig: Partial<BundleMeta['testModeConfig']> = {}): BundleMeta => ({
  key: 'bundle',
  userId,
  etag: '"e"',
  language: 'none',
  version: '2025',
  approvalLevel: 2,
  state: 'CA',
  studyModeConfig: { timePerQuestion: 90, readCount: 3 },
  testModeConfig: {
    timePerQuestion: 120,
    readCount: 3,
    questionOrder: 'ordered',
    shuffleOptions: false,
    ...testModeConfig,
  },
  fetchedAt: '2026-01-01T00:00:00.000Z',
});
