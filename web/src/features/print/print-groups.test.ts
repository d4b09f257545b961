import { describe, expect, it } from 'vitest';
import type { CategoryDto, QuestionDto } from '@civics/sync-protocol';
import { groupForPrint } from './print-groups';

const category = (id: number, group: string | null): CategoryDto => ({
  id,
  name: `Category ${id}`,
  description: null,
  group,
  translations: {},
});
const question = (id: number, categoryId: number) => ({ id, officialNumber: id, categoryId }) as QuestionDto;

describe('groupForPrint', () => {
  it('orders PRINCIPLES, HISTORY, then every other group together, each category with its questions', () => {
    const groups = groupForPrint(
      [question(1, 3), question(2, 1), question(3, 2), question(4, 4), question(5, 1)],
      [
        category(3, 'CIVICS'),
        category(2, 'HISTORY'),
        category(1, 'PRINCIPLES'),
        category(4, null),
        category(5, 'CIVICS'),
      ],
    );
    expect(groups.map((g) => g.key)).toEqual(['PRINCIPLES', 'HISTORY', 'OTHER']);
    expect(groups[0]!.categories.map((c) => c.questions.map((q) => q.id))).toEqual([[2, 5]]);
    // Category 5 has no question: no empty heading on paper.
    expect(groups[2]!.categories.map((c) => c.category.id)).toEqual([3, 4]);
  });
});
