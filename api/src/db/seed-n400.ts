// Start-up seeding of the N-400 interview content (issue 32) from seed-data. Rows that exist are left
// alone, like the question banks: an admin's edit or approved translation survives a restart, and
// new reference items are added.
import { loadN400Content, loadN400Translation, N400_LANGUAGES, n400TranslationExists } from '@civics/seed-data';
import type { DbOrTrx } from './database.js';
import { nowIso } from '../lib/json.js';

const inChunks = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 100) await write(rows.slice(i, i + 100));
};

export async function seedN400(trx: DbOrTrx): Promise<void> {
  const now = nowIso();
  const { part9, vocabulary, personal } = loadN400Content();
  await inChunks(
    part9.map((i) => ({ ...i, keyTerms: JSON.stringify(i.keyTerms), updatedAt: now })),
    (rows) =>
      trx
        .insertInto('n400Part9Items')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),
  );
  await inChunks(
    vocabulary.map((v) => ({ ...v, appearsIn: JSON.stringify(v.appearsIn), updatedAt: now })),
    (rows) =>
      trx
        .insertInto('n400Vocabulary')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),
  );
  await inChunks(
    personal.map((p) => ({ ...p, updatedAt: now })),
    (rows) =>
      trx
        .insertInto('n400PersonalQuestions')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),
  );
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
    await inChunks(rows, (chunk) =>
      trx
        .insertInto('n400Translations')
        .values(chunk)
        .onConflict((oc) => oc.columns(['itemKind', 'itemId', 'language']).doNothing())
        .execute(),
    );
  }
}
