import { State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { masteryOf } from './mastery';
import { reviewQueue } from './review-queue';
import { NEW_QUESTION_RECALL, recallNow, replaySchedule } from './schedule';
import { answer } from './test-log';

/** Right answers to one question, each at 10:00 UTC on the given day. */
const rightAnswersOn = (questionId: number, days: string[]) =>
  days.map((day) => answer(questionId, true, `${day}T10:00:00.000Z`));

const dueOf = (log: ReturnType<typeof answer>[], questionId: number, resetAt: string | null = null) =>
  replaySchedule(log, resetAt).get(questionId)?.card.due.toISOString();

describe('FSRS schedule replayed from the answer log', () => {
  it('gives fixed due dates for fixed answer dates (right = Good)', () => {
    const log = rightAnswersOn(1, ['2026-01-01', '2026-01-04', '2026-01-14', '2026-02-20']);
    // ts-fsrs 5.4.2, default weights, 90 % retention, no fuzz, no same-day steps: 3, 14, 47, 147 days.
    expect(dueOf(log.slice(0, 1), 1)).toBe('2026-01-04T10:00:00.000Z');
    expect(dueOf(log.slice(0, 2), 1)).toBe('2026-01-18T10:00:00.000Z');
    expect(dueOf(log.slice(0, 3), 1)).toBe('2026-03-02T10:00:00.000Z');
    expect(dueOf(log, 1)).toBe('2026-07-17T10:00:00.000Z');
    const memory = replaySchedule(log, null).get(1)!;
    expect(memory).toMatchObject({ answers: 4, wrong: 0, studyTime: 20, lastAnsweredAt: '2026-02-20T10:00:00.000Z' });
    expect(memory.card.state).toBe(State.Review);
  });

  it('rates a wrong answer Again (due the next day) and a near miss Hard (sooner than Good)', () => {
    expect(dueOf([answer(2, false, '2026-01-01T10:00:00.000Z')], 2)).toBe('2026-01-02T10:00:00.000Z');
    const hard = dueOf([answer(3, true, '2026-01-01T10:00:00.000Z', { rating: 'hard' })], 3);
    const good = dueOf([answer(3, true, '2026-01-01T10:00:00.000Z')], 3);
    expect(hard).toBe('2026-01-03T10:00:00.000Z');
    expect(good).toBe('2026-01-04T10:00:00.000Z');
    // 'hard' on a wrong answer is still Again.
    expect(dueOf([answer(3, false, '2026-01-01T10:00:00.000Z', { rating: 'hard' })], 3)).toBe(
      '2026-01-02T10:00:00.000Z',
    );
    // A lapse after a good start brings the question back the next day.
    expect(dueOf([answer(4, true, '2026-01-01T10:00:00.000Z'), answer(4, false, '2026-01-03T10:00:00.000Z')], 4)).toBe(
      '2026-01-04T10:00:00.000Z',
    );
  });

  it('replays in answeredAt order, ties by id, whatever order the log arrives in (as after a sync)', () => {
    const first = { ...answer(5, true, '2026-01-01T10:00:00.000Z'), id: 'a' };
    const second = { ...answer(5, false, '2026-01-01T10:00:00.000Z'), id: 'b' };
    const earlier = answer(5, true, '2025-12-20T10:00:00.000Z');
    const inOrder = replaySchedule([earlier, first, second], null).get(5)!;
    const shuffled = replaySchedule([second, first, earlier], null).get(5)!;
    expect(shuffled.card).toEqual(inOrder.card);
    expect(inOrder.wrong).toBe(1);
    // 'b' (wrong) is the last review of the tie: the question comes back the next day.
    expect(replaySchedule([second, first], null).get(5)!.card.due.toISOString()).toBe('2026-01-02T10:00:00.000Z');
    // Named the other way round, the right answer is last: due days later.
    const swapped = replaySchedule(
      [
        { ...second, id: 'a' },
        { ...first, id: 'b' },
      ],
      null,
    ).get(5)!;
    expect(swapped.card.due.toISOString()).toBe('2026-01-04T10:00:00.000Z');
  });

  it('Begin Again resets the schedule: only answers after progressResetAt count', () => {
    const log = [
      ...rightAnswersOn(1, ['2026-01-01', '2026-01-04', '2026-01-18', '2026-03-02']),
      answer(2, false, '2026-01-05T10:00:00.000Z'),
    ];
    const before = replaySchedule(log, null);
    expect(masteryOf(before.get(1))).toBe('mastered');
    const resetAt = '2026-03-10T00:00:00.000Z';
    const after = replaySchedule(log, resetAt);
    expect(after.size).toBe(0);
    expect(masteryOf(after.get(1))).toBe('new');
    expect(recallNow(after.get(1), new Date('2026-03-11T00:00:00Z'))).toBe(NEW_QUESTION_RECALL);
    // The queue treats every question as new again, in the bank's order.
    expect(reviewQueue([1, 2, 3], after, new Date('2026-03-12T00:00:00Z'), 10)).toEqual([
      { questionId: 1, kind: 'new' },
      { questionId: 2, kind: 'new' },
      { questionId: 3, kind: 'new' },
    ]);
    // An answer after the reset starts a fresh card: the same due date as a first answer.
    const fresh = [...log, answer(1, true, '2026-03-11T10:00:00.000Z')];
    expect(dueOf(fresh, 1, resetAt)).toBe('2026-03-14T10:00:00.000Z');
    expect(replaySchedule(fresh, resetAt).get(1)!.answers).toBe(1);
    // An answer stamped exactly at the reset is before it (the server's rule too).
    expect(replaySchedule([answer(1, true, resetAt)], resetAt).size).toBe(0);
  });

  it('recall is FSRS retrievability: 90 % on the due day, lower when overdue', () => {
    const memory = replaySchedule([answer(1, true, '2026-01-01T10:00:00.000Z')], null).get(1)!;
    expect(recallNow(memory, new Date('2026-01-01T10:00:00.000Z'))).toBeCloseTo(1, 5);
    const onDue = recallNow(memory, memory.card.due);
    expect(onDue).toBeGreaterThan(0.85);
    expect(onDue).toBeLessThan(0.95);
    expect(recallNow(memory, new Date('2026-02-01T10:00:00.000Z'))).toBeLessThan(onDue);
  });
});
