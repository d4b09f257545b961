// The N-400 words' review schedule (issue 32), replayed from the synced answers to the words with the
// same FSRS SCHEDULER as the civics questions (lib/spaced/schedule.ts): right = Good, "Almost" = Hard,
// wrong = Again. Nothing is stored: every device holding the same answers shows the same schedule.
// "Begin Again" (the civics study progress) does not touch the words: their whole log counts.
import { masteryOf } from '../spaced/mastery';
import { endOfDay, itemOrder } from '../spaced/review-queue';
import { replayItems, type ReviewedAnswer } from '../spaced/schedule';

/** An answer to a word as the device stores it (StoredVocabularyAnswer without its owner). */
export interface WordAnswer extends ReviewedAnswer {
  termId: string;
}

/** Never answered; answered but not yet known; known (FSRS Review, stability 21 days or more). */
export type WordState = 'new' | 'learning' | 'known';

export interface WordSchedule {
  /** Every word of the bundle, in practice order: due today (most overdue first), new ones, then the rest. */
  order: string[];
  /** The words due by the end of the learner's day. */
  due: ReadonlySet<string>;
  state: ReadonlyMap<string, WordState>;
}

/** `termIds`: the bundle's words in their order; answers to other words (hidden, another level) are left out. */
export function wordSchedule(termIds: readonly string[], answers: readonly WordAnswer[], now: Date): WordSchedule {
  const memory = replayItems(answers, null, (answer) => answer.termId);
  const order = itemOrder(termIds, memory, endOfDay(now));
  const state = new Map<string, WordState>();
  for (const id of termIds) {
    const mastery = masteryOf(memory.get(id));
    state.set(id, mastery === 'mastered' ? 'known' : mastery);
  }
  return {
    order: order.map((entry) => entry.id),
    due: new Set(order.filter((entry) => entry.kind === 'due').map((entry) => entry.id)),
    state,
  };
}

/** The word to practise after `current`: the first of the schedule's order that is not it. */
export const nextWord = (schedule: WordSchedule, current: string | null): string | null =>
  schedule.order.find((id) => id !== current) ?? current;
