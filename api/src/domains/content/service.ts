// What a learner receives: the questions they may see, personalised for their state, with
// translations when asked. Every content route (and later the offline bundle) goes through here.
import type { QuestionDto, TestVersion, TranslationDto } from '@civics/sync-protocol';
import type { DbOrTrx, UserRow } from '../../db/database.js';
import { today } from '../officials/clock.js';
import { officeOf, renderHolder } from '../officials/officeholder-render.js';
import { applyOfficeholders, holderOn, listOfficeholders } from '../officials/officeholders.js';
import { placeFacts } from '../officials/repository.js';
import { personalizeQuestion, personalizeTranslationText, placeAnswer } from './personalize.js';
import { toQuestionDto, translationsFor, visibleQuestions } from './repository.js';

const placeOf = (db: DbOrTrx, user: UserRow, day?: string) =>
  user.state ? placeFacts(db, user.state, day, user.congressionalDistrict ?? null) : Promise.resolve(null);

/** `day`: the day the answers are as of (default the server's today; the bundle asks for yesterday). */
export async function learnerQuestions(
  db: DbOrTrx,
  user: UserRow,
  version: TestVersion,
  withTranslations = false,
  day?: string,
): Promise<QuestionDto[]> {
  const [rows, place] = await Promise.all([visibleQuestions(db, user, version), placeOf(db, user, day)]);
  const questions = rows.map(toQuestionDto);
  if (withTranslations) {
    const translations = await translationsFor(
      db,
      questions.map((q) => q.id),
    );
    for (const question of questions) {
      question.translations = Object.fromEntries(
        translations
          .filter((t) => t.questionId === question.id)
          .map((t) => [t.language, { questionText: t.questionText, options: t.options, explanation: t.explanation }]),
      );
    }
  }
  return applyOfficeholders(
    db,
    questions.map((q) => personalizeQuestion(q, place)),
    day,
  );
}

export async function learnerTranslations(
  db: DbOrTrx,
  user: UserRow,
  version: TestVersion,
  language: string,
): Promise<TranslationDto[]> {
  const [rows, place] = await Promise.all([visibleQuestions(db, user, version), placeOf(db, user)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const [translations, holders] = await Promise.all([
    translationsFor(db, [...byId.keys()], language),
    listOfficeholders(db),
  ]);
  return translations.map((t) => {
    const question = byId.get(t.questionId)!;
    const answer = place && placeAnswer(question.dynamicKind, place);
    const office = officeOf(question);
    if (office) {
      // The translation names the holder in force, as the question does (renderHolder swaps both).
      const dto = toQuestionDto(question);
      return {
        ...t,
        ...renderHolder({ ...dto, translations: { [language]: t } }, office, holderOn(holders, office, today()))
          .translations![language]!,
      };
    }
    return answer ? personalizeTranslationText(t, question.correctOptionId, answer, language) : t;
  });
}
