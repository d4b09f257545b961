// What an admin does to accounts. Each action is one transaction with its audit entry, and refuses
// to leave the service without an admin: nobody demotes or disables themself or the last admin.
import type { AdminUserPatch } from '@civics/sync-protocol';
import type { Db, DbOrTrx, UserRow } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/json.js';
import { countOtherActiveAdmins, findUserById, updateUser } from '../../services/accounts.js';
import { recordAudit } from '../../services/audit.js';
import { deleteSession, endUserSessions, findSession } from './sessions-repository.js';

export type Actor = Pick<UserRow, 'id' | 'username'>;

/** The fields of an account the audit log shows before and after a change. */
export const auditedUser = (user: UserRow) => ({
  username: user.username,
  role: user.role,
  approvalLevel: user.approvalLevel,
  isApproved: user.isApproved === 1,
  endDate: user.endDate,
  disabledAt: user.disabledAt,
  emailVerified: user.emailVerified === 1,
});

/** Stores `changes` to an account with its audit entry (the audited fields before and after); answers the new row. */
async function changeUser(
  trx: DbOrTrx,
  actor: Actor,
  action: string,
  target: UserRow,
  changes: Partial<UserRow>,
): Promise<UserRow> {
  await updateUser(trx, target.id, changes);
  const after = { ...target, ...changes };
  await recordAudit(trx, {
    actor,
    action,
    entity: 'user',
    entityId: target.id,
    before: auditedUser(target),
    after: auditedUser(after),
  });
  return after;
}

async function requireUser(db: DbOrTrx, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User not found');
  return user;
}

/** Refuses to take admin rights (or the account itself) away from the actor or the last admin. */
async function assertKeepsAnAdmin(
  db: DbOrTrx,
  actor: Actor,
  target: UserRow,
  change: 'demote' | 'disable',
): Promise<void> {
  if (target.role !== 'admin') return;
  if (target.id === actor.id) {
    throw badRequest(
      change === 'demote' ? 'You cannot remove your own admin role' : 'You cannot disable your own account',
    );
  }
  if ((await countOtherActiveAdmins(db, target.id)) === 0) {
    throw badRequest(
      change === 'demote' ? 'You cannot remove the admin role of the last admin' : 'You cannot disable the last admin',
    );
  }
}

/** PATCH /api/admin/users/:id: level, role, end date, approval (as the spec's clients send it). */
export async function patchUser(db: Db, actor: Actor, id: number, patch: AdminUserPatch): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const target = await requireUser(trx, id);
    const { approvalLevel, role, isApproved, endDate } = patch;
    if (role === 'user') await assertKeepsAnAdmin(trx, actor, target, 'demote');
    // Giving a level above 0 approves the account; taking approval away drops it to level 0.
    const approved = isApproved ?? (approvalLevel !== undefined ? approvalLevel > 0 : target.isApproved === 1);
    const level = approved ? approvalLevel || Math.max(target.approvalLevel, 1) : 0;
    const changes = {
      approvalLevel: level,
      isApproved: approved ? 1 : 0,
      approvedAt: approved ? (target.approvedAt ?? nowIso()) : null,
      ...(role !== undefined ? { role } : {}),
      ...(endDate !== undefined ? { endDate } : {}),
    };
    return changeUser(trx, actor, 'update', target, changes);
  });
}

export interface Approval {
  /** The accounts after the change, in the order of the ids asked for. */
  users: UserRow[];
  /** Those that were waiting (not approved) before: they get the approval mail. */
  newlyApproved: UserRow[];
}

/** Approves accounts at level 1 or 2 (one or many); every id must exist or nothing changes. */
export async function approveUsers(db: Db, actor: Actor, ids: number[], level: 1 | 2): Promise<Approval> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('users').selectAll().where('id', 'in', ids).execute();
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length) throw badRequest(`Unknown user id(s): ${missing.join(', ')}`);
    const approvedAt = nowIso();
    const updated: UserRow[] = [];
    for (const row of rows) {
      const changes = { isApproved: 1, approvalLevel: level, approvedAt: row.approvedAt ?? approvedAt };
      updated.push(await changeUser(trx, actor, 'approve', row, changes));
    }
    const waiting = new Set(rows.filter((row) => row.isApproved !== 1 && row.role !== 'admin').map((row) => row.id));
    return {
      users: ids.map((id) => updated.find((row) => row.id === id)!),
      newlyApproved: updated.filter((row) => waiting.has(row.id)),
    };
  });
}

/** How long an approval can be taken back from the users screen. */
export const UNDO_APPROVAL_MS = 60_000;
/** A little slack for the round trip of the Undo click. */
const UNDO_GRACE_MS = 10_000;

/**
 * Takes back approvals this admin made in the last minute, restoring each account's level and
 * approval as the audit entry recorded them before. All or nothing: an account approved longer ago,
 * by someone else, or changed since, refuses the whole undo (409) and changes nothing.
 */
export async function undoApprovals(db: Db, actor: Actor, ids: number[], now = Date.now()): Promise<UserRow[]> {
  return db.transaction().execute(async (trx) => {
    const restored: UserRow[] = [];
    for (const id of ids) {
      const target = await requireUser(trx, id);
      const entry = await trx
        .selectFrom('auditLog')
        .select(['action', 'actorId', 'beforeJson', 'afterJson', 'createdAt'])
        .where('entity', '=', 'user')
        .where('entityId', '=', String(id))
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const before = entry?.beforeJson ? (JSON.parse(entry.beforeJson) as ReturnType<typeof auditedUser>) : null;
      const after = entry?.afterJson ? (JSON.parse(entry.afterJson) as ReturnType<typeof auditedUser>) : null;
      const latestIsOurApproval =
        entry?.action === 'approve' &&
        before &&
        after &&
        entry.actorId === actor.id &&
        now - Date.parse(entry.createdAt) <= UNDO_APPROVAL_MS + UNDO_GRACE_MS;
      if (!latestIsOurApproval) {
        throw conflict(
          `The approval of ${target.username} can no longer be undone: it is older than a minute, was made by someone else, or the account changed since.`,
        );
      }
      const changes = {
        isApproved: before.isApproved ? 1 : 0,
        approvalLevel: before.approvalLevel,
        approvedAt: before.isApproved ? target.approvedAt : null,
      };
      restored.push(await changeUser(trx, actor, 'undo-approve', target, changes));
    }
    return restored;
  });
}

/** Disables (and signs out everywhere) or re-enables an account. */
export async function setDisabled(
  db: Db,
  actor: Actor,
  id: number,
  disabled: boolean,
): Promise<{ user: UserRow; endedSessions: number }> {
  return db.transaction().execute(async (trx) => {
    const target = await requireUser(trx, id);
    if (disabled) await assertKeepsAnAdmin(trx, actor, target, 'disable');
    const disabledAt = disabled ? (target.disabledAt ?? nowIso()) : null;
    await updateUser(trx, id, { disabledAt });
    const endedSessions = disabled ? await endUserSessions(trx, id) : 0;
    const after = { ...target, disabledAt };
    await recordAudit(trx, {
      actor,
      action: disabled ? 'disable' : 'enable',
      entity: 'user',
      entityId: id,
      before: auditedUser(target),
      after: { ...auditedUser(after), ...(disabled ? { endedSessions } : {}) },
    });
    return { user: after, endedSessions };
  });
}

/** Ends every session of an account ("sign out everywhere"). */
export async function signOutEverywhere(db: Db, actor: Actor, id: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const target = await requireUser(trx, id);
    const ended = await endUserSessions(trx, id);
    await recordAudit(trx, {
      actor,
      action: 'sign-out',
      entity: 'user',
      entityId: id,
      before: { username: target.username },
      after: { endedSessions: ended },
    });
    return ended;
  });
}

/** Ends one session (from /admin/security). */
export async function revokeSession(db: Db, actor: Actor, sid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const session = await findSession(trx, sid);
    if (!session) throw notFound('Session not found');
    await deleteSession(trx, sid);
    await recordAudit(trx, {
      actor,
      action: 'revoke',
      entity: 'session',
      // The session id is a bearer secret: the log keeps only its owner and device.
      entityId: session.userId,
      before: { userId: session.userId, device: session.userAgent, lastSeenAt: session.lastSeenAt },
      after: null,
    });
  });
}
