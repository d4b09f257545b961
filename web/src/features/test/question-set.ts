// Which questions a test asks (spec part 1 §4, §9): the device bank, in random order or by
// officialNumber then id as the test config says, cut to the learner's test count, with the
// options shuffled when the config says so. Test Again asks the same ids again.
import type { OptionDto, TestModeConfig } from '@civics/sync-protocol';
import type { StoredQuestion } from '../../db/database';

export interface TestQuestion {
  question: StoredQuestion;
  /** In the order the learner sees them. */
  options: OptionDto[];
}

export type Random = () => number;

export function shuffled<T>(items: readonly T[], random: Random = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const byOfficialOrder = (a: StoredQuestion, b: StoredQuestion) => a.officialNumber - b.officialNumber || a.id - b.id;

export interface QuestionSetOptions {
  config: Pick<TestModeConfig, 'questionOrder' | 'shuffleOptions'>;
  count: number;
  /** Test Again: exactly these questions, in this order. */
  sameIds?: readonly number[];
  random?: Random;
}

export function buildQuestionSet(
  bank: readonly StoredQuestion[],
  { config, count, sameIds, random = Math.random }: QuestionSetOptions,
): TestQuestion[] {
  const active = bank.filter((q) => q.isActive !== false);
  let chosen: StoredQuestion[];
  if (sameIds && sameIds.length > 0) {
    const byId = new Map(active.map((q) => [q.id, q]));
    chosen = sameIds.map((id) => byId.get(id)).filter((q): q is StoredQuestion => !!q);
  } else {
    const ordered = config.questionOrder === 'random' ? shuffled(active, random) : [...active].sort(byOfficialOrder);
    chosen = ordered.slice(0, Math.max(0, count));
  }
  return chosen.map((question) => ({
    question,
    options: config.shuffleOptions ? shuffled(question.options, random) : [...question.options],
  }));
}
