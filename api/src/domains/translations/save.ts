// Every translation write: validated before anything is touched, then the row and its audit entry
// in one transaction. The offline bundle's ETag is a hash of its body, so a saved change reaches
// learners' devices as a new content version at their next online start.
import type { TranslationDto, TranslationLanguage } from '@civics/sync-protocol';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../services/audit.js';
import { conflict, notFound } from '../../lib/http-error.js';
import {
  findQuestion,
  findTranslation,
  insertTranslation,
  questionOptions,
  updateTranslationTexts,
} from '../content/translations-repository.js';
import { prepareTranslation, type TranslationInput } from '../content/translation-input.js';

export interface Actor {
  id: number;
  username: string;
}

/** create: refuses when one exists; update: refuses when none exists; upsert: either. */
export type SaveMode = 'create' | 'update' | 'upsert';

export interface SaveRequest {
  questionId: number;
  language: TranslationLanguage;
  input: TranslationInput;
  mode: SaveMode;
}

export interface SaveResult {
  translation: TranslationDto;
  created: boolean;
}

export async function saveTranslation(
  db: Db,
  actor: Actor,
  { questionId, language, input, mode }: SaveRequest,
): Promise<SaveResult> {
  const question = await findQuestion(db, questionId);
  if (!question) throw notFound(`Question ${questionId} not found`);
  const texts = prepareTranslation(questionOptions(question), input, language);

  return db.transaction().execute(async (trx) => {
    const before = await findTranslation(trx, questionId, language);
    if (before && mode === 'create') {
      throw conflict(
        `A ${language} translation of question ${questionId} already exists (id ${before.id}); update it with PUT /api/translations/${before.id}`,
      );
    }
    if (!before && mode === 'update')
      throw notFound(`No ${language} translation of question ${questionId} exists yet; create it first`);
    const translation = before
      ? await updateTranslationTexts(trx, before.id, texts)
      : await insertTranslation(trx, questionId, language, texts);
    await recordAudit(trx, {
      actor,
      action: before ? 'update' : 'create',
      entity: 'translation',
      entityId: translation.id,
      before: before ?? null,
      after: translation,
    });
    return { translation, created: !before };
  });
}
