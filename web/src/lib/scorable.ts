// Which questions a scored test (random practice test, mock interview) may ask. A question whose
// correct option is only "Answers will vary: look up ..." cannot be answered right or wrong, so it
// waits: senators, governor and capital until the learner has set a state (the server then puts
// their own officials in the answer), the representative until they chose their congressional
// district in Settings (the server then names their Representative; the bundle says who).
import type { BundleMeta, StoredQuestion } from '../db/database';

const NEEDS_STATE = new Set(['senators', 'governor', 'stateCapital']);

/** What the device knows of the learner's place: the bundle's state and Representative. */
export type ScoringPlace = Pick<BundleMeta, 'state' | 'representative'>;

export function isScorable(question: Pick<StoredQuestion, 'dynamicKind'>, place: ScoringPlace): boolean {
  if (question.dynamicKind === 'representative') return !!place.state && !!place.representative;
  if (question.dynamicKind && NEEDS_STATE.has(question.dynamicKind)) return !!place.state;
  return true;
}

export const scorableQuestions = <Q extends Pick<StoredQuestion, 'dynamicKind'>>(
  bank: readonly Q[],
  place: ScoringPlace,
): Q[] => bank.filter((q) => isScorable(q, place));
