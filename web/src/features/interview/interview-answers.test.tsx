// Issue 14: every mock-interview answer is recorded (a row plus its outbox op, so it syncs) and is
// an FSRS review; a typed answer right only after a forgiven typo carries rating 'hard'.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, type StoredQuestion } from '../../db/database';
import { setSpeechEngine } from '../../speech/speech-engine';
import { setRecognitionEngine, type RecognitionEngine } from '../../speech/speech-recognition';
import { InterviewSession } from './interview-session';

/** Every question has the same answer, so whichever the officer draws, the typed text is known. */
const question = (id: number): StoredQuestion => ({
  id,
  version: '2008',
  officialNumber: id - 100,
  categoryId: 1,
  subcategoryId: null,
  questionText: `Who wrote the Declaration of Independence? (${id})`,
  options: [
    { id: 'a', text: 'Thomas Jefferson' },
    { id: 'b', text: 'George Washington' },
  ],
  correctOptionIndex: 0,
  correctOptionId: 'a',
  explanation: '',
  isActive: true,
  isTimeSensitive: false,
  stateSpecific: false,
  applicableStates: null,
  jurisdictionType: 'federal',
  star6520: false,
  answersRequired: 1,
  dynamicKind: null,
  officialAnswers: ['(Thomas) Jefferson'],
  translations: {},
});

beforeEach(async () => {
  await db.open();
  setSpeechEngine({ isAvailable: () => false, speak: async () => undefined, cancel: () => undefined });
});
afterEach(async () => {
  setSpeechEngine(null);
  setRecognitionEngine(null);
  await db.delete();
});

const typeAnswer = (text: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Type' }));
  fireEvent.input(screen.getByLabelText('Your answer'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
};

describe('mock interview answers feed the spaced review', () => {
  it('records each answer; a near miss is rated hard, an exact or chosen answer is not', async () => {
    const bank = Array.from({ length: 12 }, (_, i) => question(101 + i));
    render(<InterviewSession userId={7} format="2008" bank={bank} onAgain={() => undefined} />);

    typeAnswer('Thomas Jeferson');
    await waitFor(async () => expect(await db.answers.count()).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    typeAnswer('Jefferson');
    await waitFor(async () => expect(await db.answers.count()).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    fireEvent.click(screen.getByRole('button', { name: 'George Washington' }));
    await waitFor(async () => expect(await db.answers.count()).toBe(3));

    const answers = (await db.answers.toArray()).sort((a, b) =>
      a.answeredAt < b.answeredAt ? -1 : a.answeredAt > b.answeredAt ? 1 : 0,
    );
    expect(answers.map((a) => [a.userId, a.isCorrect, a.rating])).toEqual([
      [7, true, 'hard'],
      [7, true, undefined],
      [7, false, undefined],
    ]);
    expect(new Set(answers.map((a) => a.questionId)).size).toBe(3);
    const ops = await db.outbox.toArray();
    expect(ops.map((op) => op.type)).toEqual(['answer.record', 'answer.record', 'answer.record']);
    expect(ops.filter((op) => (op.payload as { rating?: string }).rating === 'hard')).toHaveLength(1);
  });
});

/** Recognition on the device that "hears" the given texts in turn. */
const hearing = (...texts: string[]): RecognitionEngine => ({
  support: async () => ({ place: 'device', installable: false }),
  listen: ({ onInterim }) => {
    const text = texts.shift() ?? '';
    onInterim?.(text);
    return { done: Promise.resolve({ status: 'heard', text }), stop() {}, cancel() {} };
  },
});

describe('mock interview answered out loud', () => {
  it('grades what was heard, says so, and rates a name heard another way as Almost (hard)', async () => {
    setRecognitionEngine(hearing('Thomas Jefferson', 'Tomas Jeferson', 'George Washington'));
    const bank = Array.from({ length: 12 }, (_, i) => question(101 + i));
    render(<InterviewSession userId={7} format="2008" bank={bank} onAgain={() => undefined} />);
    const say = async (verdict: string) => {
      fireEvent.click(await screen.findByRole('button', { name: 'Answer out loud' }));
      await screen.findByText(verdict, { selector: '.interview-verdict' });
      expect(screen.getByText('We heard:', { exact: false })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    };
    await say('Correct');
    await say('Almost');
    await say('Not correct');
    await waitFor(async () => expect(await db.answers.count()).toBe(3));
    const answers = (await db.answers.toArray()).sort((a, b) =>
      a.answeredAt < b.answeredAt ? -1 : a.answeredAt > b.answeredAt ? 1 : 0,
    );
    expect(answers.map((a) => [a.isCorrect, a.rating])).toEqual([
      [true, undefined],
      [true, 'hard'],
      [false, undefined],
    ]);
  });
});
