import type { Insertable, Updateable } from 'kysely';
import type { UserDto } from '@civics/sync-protocol';
import type { DbOrTrx, UserRow, UsersTable } from '../db/database.js';
import { parseJson } from '../lib/json.js';

export const findUserById = (db: DbOrTrx, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByUsername = (db: DbOrTrx, username: string) =>
  db.selectFrom('users').selectAll().where('username', '=', username.trim()).executeTakeFirst();

export const findUserByEmail = (db: DbOrTrx, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export async function insertUser(db: DbOrTrx, user: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: DbOrTrx, id: number, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Admins other than `userId` whose accounts are enabled: the service must always keep one. */
export async function countOtherActiveAdmins(db: DbOrTrx, userId: number): Promise<number> {
  const others = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabledAt', 'is', null)
    .where('id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(others.n);
}

export const listUsers = (db: DbOrTrx, onlyPending: boolean) => {
  let query = db.selectFrom('users').selectAll().orderBy('createdAt', 'desc');
  if (onlyPending) query = query.where('isApproved', '=', 0);
  return query.execute();
};

/** The user answer of GET /api/user and POST /api/login, snake_case as the spec's clients read it. */
export function toUserDto(user: UserRow): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    cellphone: user.cellphone,
    full_name: user.fullName,
    role: user.role,
    preferred_language: user.preferredLanguage,
    state: user.state,
    congressional_district: user.congressionalDistrict ?? null,
    test_version: user.testVersion,
    progress_data: parseJson<Record<string, unknown>>(user.progressData, {}),
    last_login: user.lastLogin,
    created_at: user.createdAt,
    is_approved: user.isApproved === 1,
    approval_level: user.approvalLevel,
    approved_at: user.approvedAt,
    end_date: user.endDate,
    email_verified: user.emailVerified === 1,
  };
}

/** Level that decides what content a user may see: admins see everything. */
export const effectiveLevel = (user: UserRow): number =>
  user.role === 'admin' ? 2 : user.isApproved ? user.approvalLevel : 0;
