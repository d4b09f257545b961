// Creating one question from any of the spec's input shapes, inside the caller's transaction (the
// create route and the file import share it): folded to one shape, checked by the seed rules, stored
// with its audit entry, and a Vietnamese block stored as the question's Vietnamese translation.
import type { AdminQuestionCreateBody, AdminQuestionDto } from '@civics/sync-protocol';
import type { DbOrTrx } from '../../db/database.js';
import { recordAudit, type AuditEntry } from '../../services/audit.js';
import { insertTranslation } from './translations-repository.js';
import { prepareTranslation } from './translation-input.js';
import { checkQuestionReferences, checkQuestionShape } from './admin-question-rules.js';
import { insertQuestion, toAdminQuestionDto } from './admin-questions-repository.js';
import { normalizeQuestionInput } from './question-input.js';

export async function createQuestion(
  trx: DbOrTrx,
  actor: AuditEntry['actor'],
  body: AdminQuestionCreateBody,
): Promise<AdminQuestionDto> {
  const { question: input, vietnamese } = normalizeQuestionInput(body);
  const draft = {
    version: input.version,
    categoryId: input.categoryId,
    subcategoryId: input.subcategoryId,
    questionText: input.questionText,
    options: input.options,
    correctOptionId: input.correctOptionId,
    stateSpecific: input.stateSpecific ?? false,
    applicableStates: input.applicableStates ?? null,
    answerAsOf: input.answerAsOf ?? null,
    officialAnswers: input.officialAnswers ?? null,
  };
  checkQuestionShape(draft);
  // The translation editors' rules (Vietnamese messages), before anything is written.
  const vietnameseTexts = vietnamese && prepareTranslation(input.options, vietnamese, 'vi');
  await checkQuestionReferences(trx, draft, input.officialNumber);
  const row = await insertQuestion(trx, input);
  const after = toAdminQuestionDto(row);
  await recordAudit(trx, { actor, action: 'create', entity: 'question', entityId: row.id, before: null, after });
  if (vietnameseTexts) {
    const translation = await insertTranslation(trx, row.id, 'vi', vietnameseTexts);
    await recordAudit(trx, {
      actor,
      action: 'create',
      entity: 'translation',
      entityId: translation.id,
      before: null,
      after: translation,
    });
  }
  return after;
}
