// Accounts are found by name or email whatever the case: 'SecAdmin' is the account 'secadmin'.
// The comparison uses lower(...) so the unique indexes of migration 0010 serve it.
import type { DbOrTrx } from '../../db/database.js';

export const findAccountByUsername = (db: DbOrTrx, username: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();

export const findAccountByEmail = (db: DbOrTrx, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
