// Start-up seeding of the N-400 interview content (issue 32) from seed-data. Rows that exist are left
// alone, like the question banks: an admin's edit or approved translation survives a restart, and
// new reference items are added.
import { loadN400Content, loadN400Translation, N400_LANGUAGES, n400TranslationExists } from '@civics/seed-data';
import type { DbOrTrx } from './database.js';
import { nowIso } from '../lib/json.js';
import { insertInChunks } from './seed-chunks.js';

export async function seedN400(trx: DbOrTrx): Promise<void> {
  const now = nowIso();
  const { part9, vocabulary, personal } = loadN400Content();
  const part9Rows = part9.map((i) => ({ ...i, keyTerms: JSON.stringify(i.keyTerms), updatedAt: now }));
  await insertInChunks(trx, 'n400Part9Items', part9Rows, ['id']);
  const vocabularyRows = vocabulary.map((v) => ({ ...v, appearsIn: JSON.stringify(v.appearsIn), updatedAt: now }));
  await insertInChunks(trx, 'n400Vocabulary', vocabularyRows, ['id']);
  const personalRows = personal.map((p) => ({ ...p, updatedAt: now }));
  await insertInChunks(trx, 'n400PersonalQuestions', personalRows, ['id']);
  for (const language of N400_LANGUAGES) {
    if (!n400TranslationExists(language)) continue;
    const file = loadN400Translation(language);
    const rows = (['part9', 'vocabulary', 'personal'] as const).flatMap((kind) =>
      Object.entries(file[kind]).map(([itemId, fields]) => ({
        itemKind: kind,
        itemId,
        language,
        fields: JSON.stringify(fields),
        reviewed: file.reviewed ? 1 : 0,
        translatedBy: file.translatedBy,
        updatedAt: now,
      })),
    );
    await insertInChunks(trx, 'n400Translations', rows, ['itemKind', 'itemId', 'language']);
  }
}
