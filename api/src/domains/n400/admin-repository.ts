// Issue 32, the admin side of the N-400 texts: every item of the three tables (hidden ones and the
// older edition's Part 12 too) with its translations; an item's English edited or hidden, and a
// translation corrected and marked reviewed. Each write runs in one transaction with its audit entry.
import {
  N400_EDITABLE_FIELDS,
  N400_OPTIONAL_FIELDS,
  N400_TRANSLATED_FIELDS,
  type N400AdminItemDto,
  type N400ItemPatch,
  type N400Kind,
  type N400TranslationBody,
} from '@civics/sync-protocol';
import type { Kysely } from 'kysely';
import type { DB, DbOrTrx } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { nowIso, parseJson } from '../../lib/json.js';
import { recordAudit } from '../../services/audit.js';

export interface Actor {
  id: number;
  username: string;
}

const TABLES = { part9: 'n400Part9Items', vocabulary: 'n400Vocabulary', personal: 'n400PersonalQuestions' } as const;
const EXPECTED_ANSWERS = ['yes', 'no', 'depends'];

type Row = Record<string, unknown> & { id: string; isActive: unknown; sortOrder: number; source: string };

const labelOf = (kind: N400Kind, row: Row) =>
  kind === 'part9' ? `Item ${String(row.number)}` : kind === 'vocabulary' ? String(row.term) : String(row.topic);

async function translationsByItem(db: DbOrTrx) {
  const rows = await db.selectFrom('n400Translations').selectAll().execute();
  const byItem = new Map<string, N400AdminItemDto['translations']>();
  for (const r of rows) {
    const key = `${r.itemKind}:${r.itemId}`;
    const entry = byItem.get(key) ?? {};
    entry[r.language] = {
      fields: parseJson<Record<string, string>>(r.fields, {}),
      reviewed: Boolean(r.reviewed),
      translatedBy: r.translatedBy,
      updatedAt: r.updatedAt,
    };
    byItem.set(key, entry);
  }
  return byItem;
}

function toDto(kind: N400Kind, row: Row, translations: N400AdminItemDto['translations']): N400AdminItemDto {
  return {
    kind,
    id: row.id,
    label: labelOf(kind, row),
    fields: Object.fromEntries(N400_EDITABLE_FIELDS[kind].map((f) => [f, (row[f] as string | null) ?? null])),
    isActive: Boolean(row.isActive),
    legacy: kind === 'part9' && row.kind !== 'current',
    source: row.source,
    translations,
  };
}

async function rowsOf(db: DbOrTrx, kind: N400Kind): Promise<Row[]> {
  return (await db.selectFrom(TABLES[kind]).selectAll().orderBy('sortOrder').execute()) as unknown as Row[];
}

export async function listN400ForAdmin(db: DbOrTrx): Promise<N400AdminItemDto[]> {
  const translations = await translationsByItem(db);
  const items: N400AdminItemDto[] = [];
  for (const kind of ['part9', 'vocabulary', 'personal'] as const) {
    for (const row of await rowsOf(db, kind)) items.push(toDto(kind, row, translations.get(`${kind}:${row.id}`) ?? {}));
  }
  return items;
}

async function findRow(db: DbOrTrx, kind: N400Kind, id: string): Promise<Row> {
  const row = (await db.selectFrom(TABLES[kind]).selectAll().where('id', '=', id).executeTakeFirst()) as
    Row | undefined;
  if (!row) throw notFound(`No ${kind} item ${id}`);
  return row;
}

/** One item as the admin list shows it, with its translations. */
export async function findN400Item(db: DbOrTrx, kind: N400Kind, id: string): Promise<N400AdminItemDto> {
  const row = await findRow(db, kind, id);
  return toDto(kind, row, (await translationsByItem(db)).get(`${kind}:${id}`) ?? {});
}

function checkFields(kind: N400Kind, fields: Record<string, string | null>, allowed: readonly string[]) {
  for (const [field, value] of Object.entries(fields)) {
    if (!allowed.includes(field))
      throw badRequest(`"${field}" is not a field of a ${kind} item; use ${allowed.join(', ')}`, {
        [field]: 'unknown',
      });
    if (value === null && !N400_OPTIONAL_FIELDS.includes(field))
      throw badRequest(`"${field}" cannot be empty`, { [field]: 'required' });
    if (field === 'expectedAnswer' && !EXPECTED_ANSWERS.includes(String(value)))
      throw badRequest('expectedAnswer must be yes, no or depends', { expectedAnswer: 'invalid' });
  }
}

export async function updateN400Item(
  db: Kysely<DB>,
  actor: Actor,
  kind: N400Kind,
  id: string,
  patch: N400ItemPatch,
): Promise<N400AdminItemDto> {
  checkFields(kind, patch.fields ?? {}, N400_EDITABLE_FIELDS[kind]);
  return db.transaction().execute(async (trx) => {
    const before = await findRow(trx, kind, id);
    const trimmed = Object.fromEntries(
      Object.entries(patch.fields ?? {}).map(([f, v]) => [f, typeof v === 'string' ? v.trim() : v]),
    );
    const changes = {
      ...trimmed,
      ...(patch.isActive === undefined ? {} : { isActive: patch.isActive ? 1 : 0 }),
      updatedAt: nowIso(),
    };
    await trx
      .updateTable(TABLES[kind])
      .set(changes as never)
      .where('id', '=', id)
      .execute();
    const after = await findRow(trx, kind, id);
    await recordAudit(trx, { actor, action: 'update', entity: `n400-${kind}`, entityId: id, before, after });
    return findN400Item(trx, kind, id);
  });
}

export async function saveN400Translation(
  db: Kysely<DB>,
  actor: Actor,
  kind: N400Kind,
  id: string,
  language: string,
  body: N400TranslationBody,
): Promise<N400AdminItemDto> {
  checkFields(kind, body.fields, N400_TRANSLATED_FIELDS[kind]);
  const main = N400_TRANSLATED_FIELDS[kind][0]!;
  if (!body.fields[main]?.trim()) throw badRequest(`The translation needs its "${main}"`, { [main]: 'required' });
  return db.transaction().execute(async (trx) => {
    await findRow(trx, kind, id);
    const before = await trx
      .selectFrom('n400Translations')
      .selectAll()
      .where('itemKind', '=', kind)
      .where('itemId', '=', id)
      .where('language', '=', language)
      .executeTakeFirst();
    const trimmed = Object.fromEntries(Object.entries(body.fields).map(([f, v]) => [f, v.trim()]));
    const values = {
      fields: JSON.stringify(trimmed),
      reviewed: body.reviewed ? 1 : 0,
      translatedBy: `admin:${actor.username}`,
      updatedAt: nowIso(),
    };
    await trx
      .insertInto('n400Translations')
      .values({ itemKind: kind, itemId: id, language, ...values })
      .onConflict((oc) => oc.columns(['itemKind', 'itemId', 'language']).doUpdateSet(values))
      .execute();
    await recordAudit(trx, {
      actor,
      action: body.reviewed ? 'approve' : 'translate',
      entity: `n400-${kind}-translation`,
      entityId: `${id}:${language}`,
      // The fields as a person reads them in the audit log ("text: …"), not the column's JSON.
      before: before ? { ...before, fields: parseJson<Record<string, string>>(before.fields, {}) } : null,
      after: { itemKind: kind, itemId: id, language, ...values, fields: trimmed },
    });
    return findN400Item(trx, kind, id);
  });
}
