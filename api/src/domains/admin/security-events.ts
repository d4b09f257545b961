// The latest sign-in failures and rate-limit refusals, for /admin/security. Only the newest
// SECURITY_EVENTS_KEPT rows are kept: each insert prunes older ones in the same transaction.
import type { FastifyRequest } from 'fastify';
import type { SecurityEventDto, SecurityEventKind } from '@civics/sync-protocol';
import type { Db, DbOrTrx } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { nowIso } from '../../lib/json.js';

export const SECURITY_EVENTS_KEPT = 200;

export interface SecurityEventInput {
  kind: SecurityEventKind;
  username?: string | null;
  ip?: string | null;
  reason: string;
  path?: string | null;
}

export async function recordSecurityEvent(db: Db, event: SecurityEventInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('securityEvents')
      .values({
        kind: event.kind,
        username: event.username?.slice(0, 100) ?? null,
        ip: event.ip ?? null,
        reason: event.reason.slice(0, 300),
        path: event.path?.slice(0, 200) ?? null,
        createdAt: nowIso(),
      })
      .execute();
    await pruneSecurityEvents(trx);
  });
}

async function pruneSecurityEvents(db: DbOrTrx): Promise<void> {
  const cutoff = await db
    .selectFrom('securityEvents')
    .select('id')
    .orderBy('id', 'desc')
    .offset(SECURITY_EVENTS_KEPT)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) await db.deleteFrom('securityEvents').where('id', '<=', cutoff.id).execute();
}

export async function listSecurityEvents(db: DbOrTrx, kind?: SecurityEventKind): Promise<SecurityEventDto[]> {
  let query = db.selectFrom('securityEvents').selectAll().orderBy('id', 'desc').limit(SECURITY_EVENTS_KEPT);
  if (kind) query = query.where('kind', '=', kind);
  return query.execute();
}

/**
 * The login route's failure path: records a refused sign-in (wrong password, unverified or
 * disabled account; a locked name as a refusal) and rethrows, so the caller's answer is unchanged.
 * `.catch()` it onto login.
 */
export function recordLoginFailure(db: Db, request: FastifyRequest, username: string) {
  return async (error: unknown): Promise<never> => {
    const status = error instanceof HttpError ? error.statusCode : 0;
    if (status === 401 || status === 403 || status === 429) {
      const kind = status === 429 ? 'rate_limited' : 'login_failed';
      await recordSecurityEvent(db, { kind, username: username.trim(), ip: request.ip, reason: (error as HttpError).message, path: request.url }).catch(
        (failure: unknown) => request.log.error({ err: failure }, 'could not record a sign-in failure'),
      );
    }
    throw error;
  };
}

/** The rate limiter's onExceeded: records the refusal without delaying the 429. */
export function recordRateLimited(db: Db, request: FastifyRequest): void {
  const body = request.body as { username?: unknown } | undefined;
  void recordSecurityEvent(db, {
    kind: 'rate_limited',
    username: typeof body?.username === 'string' ? body.username : null,
    ip: request.ip,
    reason: `Too many requests to ${request.routeOptions.url ?? request.url}`,
    path: request.url,
  }).catch((failure: unknown) => request.log.error({ err: failure }, 'could not record a rate-limit refusal'));
}
