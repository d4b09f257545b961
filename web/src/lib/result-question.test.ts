import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import type { DatedQuestion } from '../db/officials';
import { questionsById } from '../db/questions-by-id';
import { storedQuestion } from '../test/bundle-fixtures';
import { toResultQuestion } from './result-question';
import type { StudyResultQuestion } from './study-result';

const option = (id: string, text: string) => ({ id, text });
// Alaska's governor question as the device holds it: Dunleavy until 2026-12-07, then his successor.
const governor: DatedQuestion = storedQuestion(43, {
  id: 43,
  version: '2008',
  subcategoryId: 2,
  questionText: 'Who is the Governor of your state now?',
  options: [
    option('option_1', 'The Mayor'),
    option('option_2', 'The President'),
    option('option_3', 'A Senator'),
    option('option_4', 'Mike Dunleavy'),
  ],
  correctOptionIndex: 3,
  correctOptionId: 'option_4',
  explanation: 'The Governor of Alaska is Mike Dunleavy, as of 2026-08-05.',
  isTimeSensitive: true,
  stateSpecific: true,
  jurisdictionType: 'state',
  dynamicKind: 'governor',
  officialAnswers: ['Mike Dunleavy'],
  translations: {},
  answerVariants: [
    {
      from: '2026-12-07',
      options: [
        option('option_1', 'The Mayor'),
        option('option_2', 'The President'),
        option('option_3', 'A Senator'),
        option('option_4', 'Casey Example'),
      ],
      explanation: 'The Governor of Alaska is Casey Example, as of 2026-12-07.',
      officialAnswers: ['Casey Example'],
      translations: {},
    },
  ],
});
// What the browser kept when the learner missed it in November: the old answer, options shuffled.
const missed: StudyResultQuestion = {
  questionId: 43,
  userAnswerId: 'option_2',
  isCorrect: false,
  questionText: governor.questionText,
  options: [
    option('option_4', 'Mike Dunleavy'),
    option('option_2', 'The President'),
    option('option_1', 'The Mayor'),
    option('option_3', 'A Senator'),
  ],
  correctOptionIndex: 0,
  correctOptionId: 'option_4',
  explanation: 'The Governor of Alaska is Mike Dunleavy, as of 2026-08-05.',
};

afterEach(async () => {
  await db.questions.clear();
});

describe('a stored list re-reads the current question', () => {
  it('grades a retake on inauguration day by the new governor, in the order the learner saw the options', async () => {
    await db.questions.put(governor);
    const before = toResultQuestion(missed, (await questionsById([43], '2026-12-06')).get(43), 'none');
    expect(before.options.find((o) => o.id === before.correctOptionId)!.text).toBe('Mike Dunleavy');

    const onTheDay = toResultQuestion(missed, (await questionsById([43], '2026-12-07')).get(43), 'none');
    expect(onTheDay.options.map((o) => o.id)).toEqual(['option_4', 'option_2', 'option_1', 'option_3']);
    expect(onTheDay.options.find((o) => o.id === onTheDay.correctOptionId)!.text).toBe('Casey Example');
    expect(onTheDay.options.map((o) => o.text)).not.toContain('Mike Dunleavy');
    expect(onTheDay.explanation).toContain('Casey Example');
    // The learner's own answer and verdict stay as they were.
    expect([onTheDay.userAnswerId, onTheDay.isCorrect]).toEqual(['option_2', false]);
  });

  it('falls back to the kept copy for a question the device does not hold', async () => {
    const kept = toResultQuestion(missed, (await questionsById([43])).get(43), 'none');
    expect(kept.options.find((o) => o.id === kept.correctOptionId)!.text).toBe('Mike Dunleavy');
    expect(kept.questionText).toBe(governor.questionText);
  });
});
