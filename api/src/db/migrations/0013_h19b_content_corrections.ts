// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
import { resetIdSequence } from '../dialect.js';
import { ANSWER_AS_OF, QUESTION_EDITS, TRANSLATION_EDITS } from './0013_h19b_content_corrections.data.js';
import { applyTranslationEdits } from './translation-edits.js';

// Content corrections of issue 19 for a database seeded before them (a new database gets them from
// the seed itself, which runs after the migrations: every step below finds nothing to do there).
// Nothing an admin changed is overwritten: a question an admin edited or created is skipped, and a
// text, name or date changes only where it still holds exactly what the seed wrote.
// - 2008 subcategories follow the USCIS sections: Colonial Period and Independence 58-70, 1800s
//   71-77, Recent American History 78-87, Geography 88-95, Symbols 96-98, Holidays 99-100.
// - Explanations and translations read again (2025 Q33 and Q84, Vietnamese, Korean, Chinese);
//   time-sensitive explanations lose their typed "As of October 2025" for an as-of date column.
// - Governors: Washington took office 2025-01-15; FL, IL, MA and TX terms end on their inauguration days.
const SUBCATEGORY_RENAMES: Array<[id: number, from: string, to: string]> = [
  [5, 'The Constitution and New Government', '1800s'],
  [6, 'Modern American History', 'Recent American History and Other Important Historical Information'],
  [8, 'Symbols and Holidays', 'Symbols'],
];
const HOLIDAYS_2008 = { version: '2008', name: 'Holidays', category_id: 3, sort_order: 9 };
/** 2008 official numbers by their USCIS section's subcategory id (Holidays is looked up). */
const SECTIONS: Array<[from: number, to: number, subcategory: number | 'holidays']> = [
  [58, 70, 4],
  [71, 77, 5],
  [78, 87, 6],
  [96, 98, 8],
  [99, 100, 'holidays'],
];
const GOVERNOR_FIXES: Array<
  [state: string, name: string, column: 'term_end' | 'inauguration_day', from: string, to: string]
> = [
  ['FL', 'Ron DeSantis', 'term_end', '2027-01-01', '2027-01-05'],
  ['IL', 'J. B. Pritzker', 'term_end', '2027-01-04', '2027-01-11'],
  ['MA', 'Maura Healey', 'term_end', '2027-01-02', '2027-01-07'],
  ['TX', 'Greg Abbott', 'term_end', '2027-01-10', '2027-01-19'],
  ['WA', 'Bob Ferguson', 'inauguration_day', '2025-01-09', '2025-01-15'],
];
const COLUMN = { questionText: 'question_text', explanation: 'explanation' } as const;

/** The 2008 Holidays subcategory's id, or undefined while it does not exist. */
async function findHolidays(db: Kysely<any>): Promise<number | undefined> {
  const row = await db
    .selectFrom('subcategories')
    .select('id')
    .where('version', '=', '2008')
    .where('name', '=', HOLIDAYS_2008.name)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

async function holidaysSubcategory(db: Kysely<any>): Promise<number> {
  const existing = await findHolidays(db);
  if (existing !== undefined) return existing;
  // The seed's own id when free, so an old and a new database number it alike.
  const taken = await db.selectFrom('subcategories').select('id').where('id', '=', 18).executeTakeFirst();
  if (!taken) {
    await db
      .insertInto('subcategories')
      .values({ id: 18, ...HOLIDAYS_2008 })
      .execute();
    await resetIdSequence(db, 'subcategories');
    return 18;
  }
  await db.insertInto('subcategories').values(HOLIDAYS_2008).execute();
  const inserted = await findHolidays(db);
  if (inserted === undefined) throw new Error('Migration 0013: the Holidays subcategory was not written');
  return inserted;
}

async function sections(db: Kysely<any>): Promise<void> {
  // Only a database the seed filled has the 2008 subcategories; a new one gets them from the seed.
  const seeded = await db
    .selectFrom('subcategories')
    .select('id')
    .where('id', '=', 8)
    .where('version', '=', '2008')
    .executeTakeFirst();
  if (!seeded) return;
  for (const [id, from, to] of SUBCATEGORY_RENAMES) {
    await db.updateTable('subcategories').set({ name: to }).where('id', '=', id).where('name', '=', from).execute();
  }
  await db
    .updateTable('subcategories')
    .set({ sort_order: 10 })
    .where('id', '=', 9)
    .where('sort_order', '=', 9)
    .execute();
  const holidays = await holidaysSubcategory(db);
  for (const [from, to, subcategory] of SECTIONS) {
    await db
      .updateTable('questions')
      .set({ subcategory_id: subcategory === 'holidays' ? holidays : subcategory })
      .where('version', '=', '2008')
      .where('official_number', '>=', from)
      .where('official_number', '<=', to)
      .where('edited_by_admin', '=', 0)
      .where('created_by_admin', '=', 0)
      .execute();
  }
}

async function texts(db: Kysely<any>): Promise<void> {
  for (const [id, field, from, to] of QUESTION_EDITS) {
    await db
      .updateTable('questions')
      .set({ [COLUMN[field]]: to })
      .where('id', '=', id)
      .where(COLUMN[field], '=', from)
      .where('edited_by_admin', '=', 0)
      .execute();
  }
  await db
    .updateTable('questions')
    .set({ answer_as_of: ANSWER_AS_OF.date })
    .where('id', 'in', ANSWER_AS_OF.questionIds)
    .where('answer_as_of', 'is', null)
    .where('edited_by_admin', '=', 0)
    .execute();
  await applyTranslationEdits(db, TRANSLATION_EDITS);
}

async function governors(db: Kysely<any>): Promise<void> {
  for (const [state, name, column, from, to] of GOVERNOR_FIXES) {
    await db
      .updateTable('governors')
      .set({ [column]: to })
      .where('state', '=', state)
      .where('governor_name', '=', name)
      .where(column, '=', from)
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await sections(db);
  await texts(db);
  await governors(db);
}

// Corrections are not undone: the older content was wrong, and an admin may have built on the new.
export async function down(): Promise<void> {}
