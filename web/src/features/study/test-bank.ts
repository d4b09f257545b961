// A small question bank shaped like the 2025 one (ids 1000 + official number), for the study tests.
import type { StoredQuestion } from '../../db/database';
import { storedQuestion } from '../../test/bundle-fixtures';

export function testQuestion(officialNumber: number, overrides: Partial<StoredQuestion> = {}): StoredQuestion {
  const special = officialNumber === 23 || officialNumber === 61;
  return storedQuestion(officialNumber, {
    categoryId: (officialNumber % 3) + 1,
    questionText: `Question text ${officialNumber}?`,
    options: [1, 2, 3, 4].map((n) => ({ id: `option_${n}`, text: `Answer ${n} of ${officialNumber}` })),
    correctOptionIndex: special ? 3 : 0,
    correctOptionId: special ? 'option_4' : 'option_1',
    explanation: `Why ${officialNumber}.`,
    translations: {
      vi: {
        questionText: `Câu hỏi ${officialNumber}?`,
        options: [1, 2, 3, 4].map((n) => ({ id: `option_${n}`, text: `Trả lời ${n} của ${officialNumber}` })),
        explanation: `Vì ${officialNumber}.`,
      },
    },
    ...overrides,
  });
}

/** Official numbers 1..count, shuffled on purpose: the study screen must sort them itself. */
export const testBank = (count: number) =>
  Array.from({ length: count }, (_, i) => testQuestion(i + 1)).sort(
    (a, b) => ((a.id * 7919) % 13) - ((b.id * 7919) % 13),
  );
