// Which questions a scored test (random practice test, mock interview) may ask. A question whose
// correct option is only "Answers will vary: look up ..." cannot be answered right or wrong, so it
// waits: senators, governor and capital until the learner has set a state (the server then puts
// their own officials in the answer), the representative until their district is known (a
// district setting is not built yet, so it is always left out for now).
import type { StoredQuestion } from '../db/database';

const NEEDS_STATE = new Set(['senators', 'governor', 'stateCapital']);

export function isScorable(question: Pick<StoredQuestion, 'dynamicKind'>, state: string | null | undefined): boolean {
  if (question.dynamicKind === 'representative') return false;
  if (question.dynamicKind && NEEDS_STATE.has(question.dynamicKind)) return !!state;
  return true;
}

export const scorableQuestions = <Q extends Pick<StoredQuestion, 'dynamicKind'>>(bank: readonly Q[], state: string | null | undefined): Q[] =>
  bank.filter((q) => isScorable(q, state));
