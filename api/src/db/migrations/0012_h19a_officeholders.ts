// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';
import { idColumn } from '../dialect.js';

// Issue 19: the President, Vice President, Speaker and Chief Justice become dated officeholder rows
// like senators and governors (valid_from inclusive, valid_until exclusive, null = open). Today's
// holders are seeded as the question banks name them, checked as of April 2026 (the 2025 bank's
// "As of April 2026"); the questions' stored text stays as written and is rendered from these rows.
const HOLDERS = [
  { office: 'president', name: 'Donald J. Trump', party: 'Republican', valid_from: '2025-01-20' },
  { office: 'vicePresident', name: 'JD Vance', party: 'Republican', valid_from: '2025-01-20' },
  { office: 'speaker', name: 'Mike Johnson', party: 'Republican', valid_from: '2023-10-25' },
  { office: 'chiefJustice', name: 'John Roberts', party: null, valid_from: '2005-09-29' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('officeholders')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('office', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('party', 'text')
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('as_of', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('officeholders_office').on('officeholders').column('office').execute();
  await db
    .insertInto('officeholders')
    .values(HOLDERS.map((h) => ({ ...h, valid_until: null, as_of: '2026-04-01', is_active: 1 })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('officeholders').execute();
}
