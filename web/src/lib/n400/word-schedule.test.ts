import { describe, expect, it } from 'vitest';
import { replayItems, replaySchedule } from '../spaced/schedule';
import { answer } from '../spaced/test-log';
import { nextWord, wordSchedule, type WordAnswer } from './word-schedule';

// Local dates, so "today" follows the machine's calendar as it does the learner's.
const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

let counter = 0;
const word = (termId: string, isCorrect: boolean, answeredAt: string, extra: Partial<WordAnswer> = {}): WordAnswer => {
  counter += 1;
  return { id: `w-${String(counter).padStart(5, '0')}`, termId, isCorrect, answeredAt, ...extra };
};

describe("the N-400 words' schedule", () => {
  const now = new Date(2026, 2, 10, 9); // 10 March, 09:00 local
  const terms = ['known', 'alien', 'oath', 'vote', 'tax', 'asylum'];
  const log = [
    word('oath', true, local(2026, 3, 1)), // due 4 March: 6 days overdue
    word('vote', false, local(2026, 3, 9)), // due 10 March 12:00: due later today
    word('tax', true, local(2026, 3, 9)), // due 12 March: not today
    // Four right answers spread over weeks: known (FSRS Review, stability of three weeks or more).
    word('known', true, local(2026, 1, 1)),
    word('known', true, local(2026, 1, 4)),
    word('known', true, local(2026, 1, 14)),
    word('known', true, local(2026, 2, 20)),
    word('retired', false, local(2026, 3, 1)), // a word no longer in the bundle
  ];

  it('puts the words due today first (most overdue first), then the new ones in the bundle order, then the rest', () => {
    const schedule = wordSchedule(terms, log, now);
    expect(schedule.order).toEqual(['oath', 'vote', 'alien', 'asylum', 'tax', 'known']);
    expect([...schedule.due]).toEqual(['oath', 'vote']);
  });

  it('says new, learning or known for every word of the bundle', () => {
    const { state } = wordSchedule(terms, log, now);
    expect(Object.fromEntries(state)).toEqual({
      known: 'known',
      alien: 'new',
      oath: 'learning',
      vote: 'learning',
      tax: 'learning',
      asylum: 'new',
    });
  });

  it('gives a learner who never answered the bundle order, nothing due', () => {
    const schedule = wordSchedule(terms, [], now);
    expect(schedule.order).toEqual(terms);
    expect(schedule.due.size).toBe(0);
  });

  it('takes a word answered today off today\'s list, whether right, "Almost" or wrong', () => {
    const today = local(2026, 3, 10, 8);
    for (const extra of [{ isCorrect: true }, { isCorrect: true, rating: 'hard' as const }, { isCorrect: false }]) {
      const schedule = wordSchedule(terms, [...log, word('oath', extra.isCorrect, today, extra)], now);
      expect(schedule.due.has('oath')).toBe(false);
      expect(schedule.order.slice(0, 3)).toEqual(['vote', 'alien', 'asylum']);
    }
  });

  it('replays the words with the civics SCHEDULER: the same answers give the same cards', () => {
    const words = replayItems(log, null, (a) => a.termId);
    const questions = replaySchedule(
      log.map((w, index) => answer(index + 1, w.isCorrect, w.answeredAt)),
      null,
    );
    log.forEach((w, index) => {
      if (w.termId === 'known') return;
      expect(words.get(w.termId)!.card.due).toEqual(questions.get(index + 1)!.card.due);
    });
    // Right but hard comes back sooner than right.
    const hard = replayItems([word('x', true, local(2026, 3, 1), { rating: 'hard' })], null, (a) => a.termId);
    expect(hard.get('x')!.card.due < words.get('oath')!.card.due).toBe(true);
  });

  it('moves on to the first word of the order that is not the one just practised', () => {
    const schedule = wordSchedule(terms, log, now);
    expect(nextWord(schedule, null)).toBe('oath');
    expect(nextWord(schedule, 'oath')).toBe('vote');
    expect(nextWord(schedule, 'alien')).toBe('oath');
    expect(nextWord(wordSchedule(['only'], [], now), 'only')).toBe('only');
  });
});
