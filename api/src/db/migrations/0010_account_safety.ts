// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';
// The dialect adapter (issue 15): the same SQL on SQLite as before, PostgreSQL's equivalent there.
import { idColumn } from '../dialect.js';
import { ownedByUser } from './columns.js';

// Account safety (issue 13):
// - usernames and emails are unique whatever their case (an index on the lower-cased value);
// - auth_throttles: per-account and per-IP counters shared by every API process (lockout after
//   wrong passwords, verification resends, reset-question look-ups, verification attempts);
// - email_verification_codes: every code sent and still valid, so a resend never voids the code
//   already in the learner's inbox.
//
// Existing accounts that differ only by case do not fail the migration: the oldest account keeps
// its name; each newer one is renamed to "<name>_<id>" (its email, if it collides, gets a
// "+<id>" tag) and the rename is written to the audit log so an admin can tell its owner.
export async function up(db: Kysely<any>): Promise<void> {
  await renameCaseDuplicates(db, 'username', (value, id) => `${value}_${id}`);
  await renameCaseDuplicates(db, 'email', (value, id) => {
    const at = value.lastIndexOf('@');
    return at > 0 ? `${value.slice(0, at)}+${id}${value.slice(at)}` : `${value}+${id}`;
  });
  for (const column of ['username', 'email'])
    await db.schema
      .createIndex(`users_${column}_lower`)
      .on('users')
      .unique()
      .expression(sql`lower(${sql.raw(column)})`)
      .execute();

  await db.schema
    .createTable('auth_throttles')
    // e.g. "lock:alice", "resend:alice", "reset-ip:203.0.113.5" (names lower-cased)
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    // Milliseconds since 1970.
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();

  await db.schema
    .createTable('email_verification_codes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', ownedByUser)
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_verification_codes_user')
    .on('email_verification_codes')
    .column('user_id')
    .execute();
}

async function renameCaseDuplicates(
  db: Kysely<any>,
  column: 'username' | 'email',
  rename: (value: string, id: number) => string,
) {
  const rows = (await db.selectFrom('users').select(['id', column]).orderBy('id').execute()) as Array<
    { id: number } & Record<string, string>
  >;
  const taken = new Set(rows.map((row) => row[column]!.toLowerCase()));
  const seen = new Set<string>();
  for (const row of rows) {
    const value = row[column]!;
    const lower = value.toLowerCase();
    if (!seen.has(lower)) {
      seen.add(lower);
      continue;
    }
    let next = rename(value, row.id);
    for (let n = 2; taken.has(next.toLowerCase()); n++) next = rename(value, row.id * 1000 + n);
    taken.add(next.toLowerCase());
    seen.add(next.toLowerCase());
    await db
      .updateTable('users')
      .set({ [column]: next })
      .where('id', '=', row.id)
      .execute();
    await db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_name: 'migration 0010',
        action: `user.rename_${column}_case_duplicate`,
        entity: 'user',
        entity_id: String(row.id),
        before_json: JSON.stringify({ [column]: value }),
        after_json: JSON.stringify({ [column]: next }),
        created_at: new Date().toISOString(),
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_verification_codes').execute();
  await db.schema.dropTable('auth_throttles').execute();
  await db.schema.dropIndex('users_email_lower').execute();
  await db.schema.dropIndex('users_username_lower').execute();
}
