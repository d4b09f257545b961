// Sign-in failures and rate-limit refusals, for /admin/security (issue 20). A failed sign-in is a
// row of its own; refusals (rate limits, locked names) are counted in one row per source, route and
// minute, so a flood of them cannot push the failed sign-ins out. The log is kept by age
// (SECURITY_EVENTS_KEPT_DAYS), not by row count: each write prunes what is older.
import type { FastifyRequest } from 'fastify';
import type { SecurityEventDto, SecurityEventKind } from '@civics/sync-protocol';
import type { Db, DbOrTrx } from '../db/database.js';
import { HttpError } from '../lib/http-error.js';

export const SECURITY_EVENTS_KEPT_DAYS = 90;
/** Rows one listing shows (the newest first). */
export const SECURITY_EVENTS_LISTED = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SecurityEventInput {
  kind: SecurityEventKind;
  username?: string | null;
  ip?: string | null;
  reason: string;
  path?: string | null;
}

/** The row an event is stored as; its texts cut to the columns' limits. */
function eventRow(event: SecurityEventInput, at: Date) {
  return {
    kind: event.kind,
    username: event.username?.slice(0, 100) ?? null,
    ip: event.ip ?? null,
    reason: event.reason.slice(0, 300),
    path: event.path?.slice(0, 200) ?? null,
    createdAt: at.toISOString(),
  };
}

export async function recordSecurityEvent(db: Db, event: SecurityEventInput, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('securityEvents').values(eventRow(event, now)).execute();
    await pruneSecurityEvents(trx, now.getTime());
  });
}

async function pruneSecurityEvents(db: DbOrTrx, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('securityEvents')
    .where('createdAt', '<', new Date(now - SECURITY_EVENTS_KEPT_DAYS * DAY_MS).toISOString())
    .execute();
}

/**
 * One refusal, counted in the row of its source, route and minute (made on the first refusal).
 * The upsert is one statement, so every API process may count into the same row.
 */
export async function countRefusal(
  db: Db,
  event: SecurityEventInput & { route: string },
  now = new Date(),
): Promise<void> {
  const minute = now.toISOString().slice(0, 16);
  const bucket = `${event.kind}|${event.ip ?? ''}|${event.username?.trim().toLowerCase().slice(0, 100) ?? ''}|${event.route.slice(0, 200)}|${minute}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('securityEvents')
      .values({ ...eventRow(event, now), count: 1, bucket })
      .onConflict((oc) => oc.column('bucket').doUpdateSet((eb) => ({ count: eb('securityEvents.count', '+', 1) })))
      .execute();
    await pruneSecurityEvents(trx, now.getTime());
  });
}

/** The newest events, of one kind and (issue 34) of one account name when asked: its own newest 500, not a share of everyone's. */
export async function listSecurityEvents(
  db: DbOrTrx,
  kind?: SecurityEventKind,
  username?: string,
): Promise<SecurityEventDto[]> {
  let query = db
    .selectFrom('securityEvents')
    .select(['id', 'kind', 'username', 'ip', 'reason', 'path', 'createdAt', 'count'])
    .orderBy('id', 'desc')
    .limit(SECURITY_EVENTS_LISTED);
  if (kind) query = query.where('kind', '=', kind);
  const name = username?.trim().toLowerCase();
  if (name) query = query.where((eb) => eb(eb.fn('lower', ['username']), '=', name));
  return (await query.execute()).map((row) => ({ ...row, count: Number(row.count) }));
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
      const event = {
        username: username.trim(),
        ip: request.ip,
        reason: (error as HttpError).message,
        path: request.url,
      };
      // A locked name's refusals are counted like rate-limit refusals; wrong passwords stay one row each.
      const written =
        status === 429
          ? countRefusal(db, { ...event, kind: 'rate_limited', route: request.routeOptions.url ?? request.url })
          : recordSecurityEvent(db, { ...event, kind: 'login_failed' });
      await written.catch((failure: unknown) =>
        request.log.error({ err: failure }, 'could not record a sign-in failure'),
      );
    }
    throw error;
  };
}

/** The rate limiter's onExceeded: records the refusal without delaying the 429. */
export function recordRateLimited(db: Db, request: FastifyRequest): void {
  const body = request.body as { username?: unknown } | undefined;
  const route = request.routeOptions.url ?? request.url;
  void countRefusal(db, {
    kind: 'rate_limited',
    username: typeof body?.username === 'string' ? body.username : null,
    ip: request.ip,
    reason: `Too many requests to ${route}`,
    path: request.url,
    route,
  }).catch((failure: unknown) => request.log.error({ err: failure }, 'could not record a rate-limit refusal'));
}
