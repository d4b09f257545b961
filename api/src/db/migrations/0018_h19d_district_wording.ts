// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
import { readMigrationData } from './data-file.js';
import { applyTranslationEdits, type TranslationEdit } from './translation-edits.js';

// Issue 19 (task 19d):
// - users.congressional_district: the learner's district, beside their state on the account. With it
//   the representative question names their own Representative (the representatives table); null
//   means "not chosen", and at-large seats are district 0 as in that table.
// - Second reading of the Vietnamese: 2025 Q23 says "Thượng nghị sĩ" (Senator) as 2008 Q20 now does
//   for the same English question; "nghị sĩ" alone could be read as any member of Congress. Changed
//   only where the text is still exactly what the seed wrote (an admin's edit stays).
// - Traditional Chinese 2025: the Emancipation Proclamation as a distractor option is a document title
//   in 《》 like every other document in the bank.
// - Korean 2025 Q89 (Hamilton): the Postmaster General distractor says "초대 우정장관" as Q68 and Q85 do.
// The edits are data, in the JSON file beside this one.
export const TRANSLATION_EDITS = readMigrationData('0018_h19d_district_wording.data.json') as TranslationEdit[];

/** The wording step alone (exported for its test: the column step has run on a test database). */
export async function translations(db: Kysely<any>): Promise<void> {
  await applyTranslationEdits(db, TRANSLATION_EDITS);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('congressional_district', 'integer').execute();
  await translations(db);
}

// The wording is not undone (the older text was ambiguous); the column goes.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('congressional_district').execute();
}
