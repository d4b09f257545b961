// The dated national officeholders (President, Vice President, Speaker, Chief Justice): reading
// who serves on a day, scheduling a successor from an effective date (audited), and applying the
// holder in force to the learner's questions, with the variants of the coming change days for the
// offline bundle (the device picks by its own date, as for senators and governors).
import type { AnswerVariant, OfficeholderCreate, OfficeholderOffice, QuestionDto } from '@civics/sync-protocol';
import { isServingOn } from '@civics/sync-protocol';
import type { Transaction } from 'kysely';
import type { Selectable } from 'kysely';
import type { DB, DbOrTrx, OfficeholdersTable } from '../../db/database.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordAudit, type AuditEntry } from '../../services/audit.js';
import { assertPastDateConfirmed, bundleWindow, today } from './clock.js';
import { answerVariant, officeOf, renderHolder, type Holder } from './officeholder-render.js';

export type OfficeholderRow = Selectable<OfficeholdersTable>;
type Status = 'current' | 'scheduled' | 'retired';

/** A cancelled successor (ends the day it starts) and an inactive undated row never serve. */
const serves = (r: OfficeholderRow) =>
  (r.isActive === 1 || r.validUntil !== null) && !(r.validFrom && r.validUntil && r.validUntil <= r.validFrom);

export function officeholderStatus(r: OfficeholderRow, day: string): Status {
  if (!serves(r) || (r.validUntil !== null && r.validUntil <= day)) return 'retired';
  return r.validFrom !== null && r.validFrom > day ? 'scheduled' : 'current';
}

export const listOfficeholders = (db: DbOrTrx) =>
  db.selectFrom('officeholders').selectAll().orderBy('office').orderBy('validFrom').orderBy('id').execute();

/** The query for one officeholder's row; the caller says whether it must exist. */
const officeholderById = (db: DbOrTrx, id: number) => db.selectFrom('officeholders').selectAll().where('id', '=', id);

/** The holder of `office` on `day`, with the day their answer is as of. */
export function holderOn(rows: OfficeholderRow[], office: OfficeholderOffice, day: string): Holder | null {
  const row = rows.filter((r) => r.office === office && serves(r) && isServingOn(r, day)).at(-1);
  if (!row) return null;
  return { name: row.name, asOf: row.validFrom && row.validFrom > row.asOf ? row.validFrom : row.asOf };
}

/** Learner questions as of `day`: the officeholder questions name the holder in force then. */
export async function applyOfficeholders<Q extends QuestionDto>(
  db: DbOrTrx,
  questions: Q[],
  day = today(),
): Promise<Q[]> {
  if (!questions.some((q) => officeOf(q))) return questions;
  const rows = await listOfficeholders(db);
  return questions.map((q) => {
    const office = officeOf(q);
    return office ? renderHolder(q, office, holderOn(rows, office, day)) : q;
  });
}

/**
 * For the bundle: each officeholder question (already as of the window's first day, translations
 * limited to one language) gets a variant for every later day of the window on which its holder
 * changes, rendered from the question as it reads on the first day.
 */
export async function addOfficeholderVariants(
  db: DbOrTrx,
  questions: Array<QuestionDto & { answerVariants?: AnswerVariant[] }>,
): Promise<void> {
  const { from, until } = bundleWindow();
  const rows = (await listOfficeholders(db)).filter(serves);
  for (const question of questions) {
    const office = officeOf(question);
    if (!office) continue;
    const days = [...new Set(rows.filter((r) => r.office === office).flatMap((r) => [r.validFrom, r.validUntil]))]
      .filter((d): d is string => d !== null && d > from && d <= until)
      .sort();
    const variants: AnswerVariant[] = [];
    let previous = holderOn(rows, office, from)?.name;
    for (const day of days) {
      const holder = holderOn(rows, office, day);
      if (!holder || holder.name === previous) continue;
      previous = holder.name;
      variants.push(answerVariant(day, renderHolder(question, office, holder)));
    }
    if (variants.length) question.answerVariants = [...(question.answerVariants ?? []), ...variants];
  }
}

type Actor = AuditEntry['actor'];

/** A new holder from `validFrom`: whoever holds the office then is replaced on that day. */
export async function scheduleOfficeholder(
  trx: Transaction<DB>,
  input: OfficeholderCreate,
  actor: Actor,
): Promise<OfficeholderRow> {
  const day = today();
  assertPastDateConfirmed(input.validFrom, input.confirmPastDate);
  const rows = (await listOfficeholders(trx)).filter(
    (r) => r.office === input.office && serves(r) && (r.validUntil === null || r.validUntil > input.validFrom),
  );
  const later = rows.find((r) => r.validFrom !== null && r.validFrom >= input.validFrom);
  if (later) throw conflict(`${later.name} already takes this office on ${later.validFrom}: cancel that entry first.`);
  for (const holder of rows) {
    await trx
      .updateTable('officeholders')
      .set({ validUntil: input.validFrom, isActive: input.validFrom > day ? 1 : 0 })
      .where('id', '=', holder.id)
      .execute();
    const after = await officeholderById(trx, holder.id).executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: 'replace',
      entity: 'officeholder',
      entityId: holder.id,
      before: holder,
      after,
    });
  }
  const created = await trx
    .insertInto('officeholders')
    .values({
      office: input.office,
      name: input.name.trim(),
      party: input.party?.trim() || null,
      validFrom: input.validFrom,
      validUntil: null,
      asOf: day,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    actor,
    action: 'create',
    entity: 'officeholder',
    entityId: created.id,
    before: undefined,
    after: created,
  });
  return created;
}

/** Cancels a successor who has not taken office: the holder they would have replaced stays. */
export async function cancelOfficeholder(trx: Transaction<DB>, id: number, actor: Actor): Promise<OfficeholderRow> {
  const row = await officeholderById(trx, id).executeTakeFirst();
  if (!row) throw notFound(`No officeholder with id ${id}`);
  if (officeholderStatus(row, today()) !== 'scheduled')
    throw conflict(`${row.name} is not a scheduled successor: schedule the next holder instead.`);
  const predecessors = (await listOfficeholders(trx)).filter(
    (r) => r.office === row.office && r.id !== row.id && r.validUntil === row.validFrom,
  );
  for (const p of predecessors) {
    await trx.updateTable('officeholders').set({ validUntil: null, isActive: 1 }).where('id', '=', p.id).execute();
    await recordAudit(trx, {
      actor,
      action: 'restore',
      entity: 'officeholder',
      entityId: p.id,
      before: p,
      after: { ...p, validUntil: null, isActive: 1 },
    });
  }
  await trx.updateTable('officeholders').set({ validUntil: row.validFrom, isActive: 0 }).where('id', '=', id).execute();
  const after = await officeholderById(trx, id).executeTakeFirstOrThrow();
  await recordAudit(trx, { actor, action: 'cancel', entity: 'officeholder', entityId: id, before: row, after });
  return after;
}
