// Test-only: a small bank and bundle meta for the test-mode screens' unit tests.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { BundleMeta, StoredQuestion } from '../../db/database';
import { bundleMeta, storedQuestion } from '../../test/bundle-fixtures';

export const question = (n: number, overrides: Partial<StoredQuestion> = {}): StoredQuestion =>
  storedQuestion(n, {
    questionText: `Question text ${n}?`,
    options: [1, 2, 3, 4].map((k) => ({ id: `option_${k}`, text: `Answer ${k} of ${n}` })),
    correctOptionIndex: n % 4,
    correctOptionId: `option_${(n % 4) + 1}`,
    explanation: `Why ${n}.`,
    star6520: n <= 20,
    ...overrides,
  });

export const bank = (size: number) => Array.from({ length: size }, (_, i) => question(i + 1));

export const meta = (userId: number, testModeConfig: Partial<BundleMeta['testModeConfig']> = {}): BundleMeta =>
  bundleMeta(userId, {
    language: 'none',
    testModeConfig: {
      timePerQuestion: 120,
      readCount: 3,
      questionOrder: 'ordered',
      shuffleOptions: false,
      ...testModeConfig,
    },
  });

/** Waits for the first question's answers, with the loading overlay gone. */
export async function firstQuestionShown() {
  await screen.findAllByRole('radio', {}, { timeout: 3_000 });
  await waitFor(() => expect(screen.queryByText('Loading test...')).toBeNull(), { timeout: 3_000 });
}

/** Presses Start on the card before the test (issue 31) and waits for the first question. */
export async function startTest() {
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 3_000 }));
  await firstQuestionShown();
}
