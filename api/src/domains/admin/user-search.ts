// The admin's users list: search by name, email, phone or username, filters, pages.
import type { AdminUserDto, AdminUsersListQuery } from '@civics/sync-protocol';
import type { DbOrTrx, UserRow } from '../../db/database.js';
import { toUserDto } from '../../services/accounts.js';
import { countLiveSessions } from './sessions-repository.js';

export const DEFAULT_PAGE_SIZE = 20;

export const toAdminUserDto = (user: UserRow, liveSessions = 0): AdminUserDto => ({
  ...toUserDto(user),
  disabled_at: user.disabledAt,
  active_sessions: liveSessions,
});

function filtered(db: DbOrTrx, query: AdminUsersListQuery) {
  let select = db.selectFrom('users');
  const term = query.search?.trim().toLowerCase();
  if (term) {
    const pattern = `%${term}%`;
    // Only a term written as a phone number searches phones: "bulk3k2a01" is a name, and its digits
    // would otherwise match every phone that contains "3201".
    const digits = /^[\d\s()+.-]+$/.test(term) ? term.replace(/\D/g, '') : '';
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), 'like', pattern),
        eb(eb.fn('lower', ['email']), 'like', pattern),
        eb(eb.fn('lower', ['fullName']), 'like', pattern),
        // Phones are stored as digits; "(555) 123" finds "5551234567".
        ...(digits.length >= 3 ? [eb('cellphone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  if (query.pending !== undefined) select = select.where('isApproved', '=', query.pending ? 0 : 1);
  if (query.level !== undefined) select = select.where('approvalLevel', '=', query.level);
  if (query.role !== undefined) select = select.where('role', '=', query.role);
  if (query.verified !== undefined) select = select.where('emailVerified', '=', query.verified ? 1 : 0);
  if (query.disabled !== undefined) select = select.where('disabledAt', query.disabled ? 'is not' : 'is', null);
  return select;
}

/** One page of users. Waiting accounts are listed oldest first (the 24-hour approval promise). */
export async function searchUsers(db: DbOrTrx, query: AdminUsersListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const { total } = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, query)
    .selectAll()
    .orderBy('createdAt', query.pending ? 'asc' : 'desc')
    .orderBy('id', query.pending ? 'asc' : 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const sessions = await countLiveSessions(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toAdminUserDto(row, sessions.get(row.id) ?? 0)),
    total: Number(total),
    page,
    pageSize,
  };
}
