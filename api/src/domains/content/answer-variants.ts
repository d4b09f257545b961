// Dated answers for the offline bundle: when a learner's senator or governor changes within the
// look-ahead window, the senators/governor question carries the answer of each coming change day,
// built by the same personalization as the server's own answer, and the device shows the one whose
// day has come (answerOn, sync-protocol/src/official-dates.ts), offline too.
import type { AnswerVariant, QuestionDto } from '@civics/sync-protocol';
import type { DbOrTrx, UserRow } from '../../db/database.js';
import { personalizeQuestion } from './personalize.js';
import { toQuestionDto, translationsFor } from './repository.js';
import { bundleWindow } from '../officials/clock.js';
import { changeDays, factsOn, placeRows } from '../officials/repository.js';
import { answerVariant } from '../officials/officeholder-render.js';

const DATED_KINDS = new Set(['senators', 'governor']);

type WithVariants = QuestionDto & { answerVariants?: AnswerVariant[] };

const answerPart = (q: QuestionDto) =>
  JSON.stringify([q.options, q.explanation, q.officialAnswers ?? [], q.translations ?? {}]);

/**
 * Adds `answerVariants` to the learner's senators/governor questions (already personalised as of
 * the first day of the bundle window, yesterday in UTC; translations already limited to
 * `language`) when a change is scheduled for their state on a later day of the window.
 */
export async function addAnswerVariants(
  db: DbOrTrx,
  user: UserRow,
  questions: WithVariants[],
  language: string,
): Promise<void> {
  const dated = questions.filter((q) => q.dynamicKind !== null && DATED_KINDS.has(q.dynamicKind));
  if (!user.state || dated.length === 0) return;
  const { from, until } = bundleWindow();
  const rows = await placeRows(db, user.state, from, until);
  const days = changeDays(rows, from, until);
  if (days.length === 0) return;

  const ids = dated.map((q) => q.id);
  const [raw, translations] = await Promise.all([
    db.selectFrom('questions').selectAll().where('id', 'in', ids).execute(),
    language === 'none' ? Promise.resolve([]) : translationsFor(db, ids, language),
  ]);
  for (const question of dated) {
    const row = raw.find((r) => r.id === question.id);
    if (!row) continue;
    const base = toQuestionDto(row);
    const t = translations.find((x) => x.questionId === question.id);
    if (t)
      base.translations = {
        [language]: { questionText: t.questionText, options: t.options, explanation: t.explanation },
      };
    const variants: AnswerVariant[] = [];
    let previous = answerPart(question);
    for (const d of days) {
      const v = personalizeQuestion(base, factsOn(rows, d));
      // A change day of the other office leaves this answer as it was: no variant for it.
      if (answerPart(v) === previous) continue;
      previous = answerPart(v);
      variants.push(answerVariant(d, v));
    }
    if (variants.length) question.answerVariants = variants;
  }
}
