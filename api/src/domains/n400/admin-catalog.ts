// Issue 32, the admin's N-400 catalogue: a new item, a file of items in the seed's own shape (the
// reference files' records: a new form edition, more words), and the order learners meet them in.
// The records become rows exactly as the seed makes them (seed-data's part9Item, vocabularyItem,
// personalItem). Each write runs in one transaction with its audit entry; bad input changes nothing.
import {
  personalItem,
  part9Item,
  vocabularyItem,
  type N400PersonalItem,
  type N400Part9Item,
  type N400VocabularyItem,
} from '@civics/seed-data';
import type {
  N400AdminItemDto,
  N400ImportAnswer,
  N400Kind,
  N400Part9Record,
  N400PersonalRecord,
  N400VocabularyRecord,
} from '@civics/sync-protocol';
import type { Kysely } from 'kysely';
import type { DB, DbOrTrx } from '../../db/database.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { nowIso } from '../../lib/json.js';
import { recordAudit } from '../../services/audit.js';
import { findN400Item, type Actor } from './admin-repository.js';

export interface N400Records {
  part9: N400Part9Record;
  vocabulary: N400VocabularyRecord;
  personal: N400PersonalRecord;
}
type Item = N400Part9Item | N400VocabularyItem | N400PersonalItem;

const TABLES = { part9: 'n400Part9Items', vocabulary: 'n400Vocabulary', personal: 'n400PersonalQuestions' } as const;
const KIND_NAMES: Record<N400Kind, string> = { part9: 'Part 9 item', vocabulary: 'word', personal: 'question' };

/** What a record is known by: the item number, the term, or the officer's question. */
const nameOf = (kind: N400Kind, record: N400Records[N400Kind]) =>
  kind === 'part9'
    ? `${(record as N400Part9Record).part}-${(record as N400Part9Record).number}`
    : kind === 'vocabulary'
      ? (record as N400VocabularyRecord).term
      : (record as N400PersonalRecord).question;

/** The row as the seed writes it: JSON lists as text, stamped now. */
function rowOf(item: Item) {
  const lists =
    'keyTerms' in item
      ? { keyTerms: JSON.stringify(item.keyTerms) }
      : 'appearsIn' in item
        ? { appearsIn: JSON.stringify(item.appearsIn) }
        : {};
  return { ...item, ...lists, updatedAt: nowIso() };
}

async function existing(db: DbOrTrx, kind: N400Kind) {
  const rows = await db.selectFrom(TABLES[kind]).select(['id', 'sortOrder']).execute();
  const personal =
    kind === 'personal' ? await db.selectFrom('n400PersonalQuestions').select(['id', 'question']).execute() : [];
  return {
    ids: new Set(rows.map((r) => r.id)),
    lastOrder: Math.max(0, ...rows.map((r) => r.sortOrder)),
    personalIdOf: new Map(personal.map((r) => [r.question, r.id])),
  };
}

/** The stored item a record makes: the seed's id, or for a new officer's question the next free "about-aN". */
function itemOf<K extends N400Kind>(
  kind: K,
  record: N400Records[K],
  sortOrder: number,
  personalId: () => string,
): Item {
  if (kind === 'part9') return part9Item(record as N400Part9Record, sortOrder);
  if (kind === 'vocabulary') return vocabularyItem(record as N400VocabularyRecord, sortOrder);
  return personalItem(record as N400PersonalRecord, personalId(), sortOrder);
}

const nextPersonalId = (ids: Set<string>) => () => {
  let n = 1;
  while (ids.has(`about-a${n}`)) n += 1;
  ids.add(`about-a${n}`);
  return `about-a${n}`;
};

/** A new item, last in its list. 409 when an item with its number, term or question exists. */
export async function createN400Item<K extends N400Kind>(
  db: Kysely<DB>,
  actor: Actor,
  kind: K,
  record: N400Records[K],
): Promise<N400AdminItemDto> {
  return db.transaction().execute(async (trx) => {
    const known = await existing(trx, kind);
    const item = itemOf(kind, record, known.lastOrder + 1, nextPersonalId(known.ids));
    if ((kind !== 'personal' && known.ids.has(item.id)) || known.personalIdOf.has(nameOf(kind, record)))
      throw conflict(`The ${KIND_NAMES[kind]} "${nameOf(kind, record)}" exists already: edit it instead`);
    if (kind === 'vocabulary' && !item.id) throw badRequest('The term needs letters or digits', { term: 'invalid' });
    await trx
      .insertInto(TABLES[kind])
      .values(rowOf(item) as never)
      .execute();
    await recordAudit(trx, { actor, action: 'create', entity: `n400-${kind}`, entityId: item.id, after: item });
    return findN400Item(trx, kind, item.id);
  });
}

/**
 * A file of records in the seed's shape: a known item (same number, term or question) gets the file's
 * English, a new one is added at the end. All or nothing: one bad record and nothing is written.
 */
export async function importN400Items<K extends N400Kind>(
  db: Kysely<DB>,
  actor: Actor,
  kind: K,
  records: Array<N400Records[K]>,
): Promise<N400ImportAnswer> {
  const names = records.map((r) => nameOf(kind, r));
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw badRequest(`"${twice}" is in the file twice`, { items: 'duplicate' });
  const table: (typeof TABLES)[N400Kind] = TABLES[kind];
  return db.transaction().execute(async (trx) => {
    const known = await existing(trx, kind);
    const personalId = nextPersonalId(known.ids);
    let order = known.lastOrder;
    const added: string[] = [];
    const changed: string[] = [];
    for (const record of records) {
      const knownId = kind === 'personal' ? known.personalIdOf.get(nameOf(kind, record)) : undefined;
      const item = itemOf(kind, record, order + 1, () => knownId ?? personalId());
      if (kind === 'vocabulary' && !item.id)
        throw badRequest(`The term "${nameOf(kind, record)}" needs letters or digits`, { term: 'invalid' });
      if (knownId !== undefined || (kind !== 'personal' && known.ids.has(item.id))) {
        // A known item keeps its place, its id, its visibility and its translations.
        const { id, sortOrder: _keep, ...english } = rowOf(item);
        await trx
          .updateTable(table)
          .set(english as never)
          .where('id', '=', id)
          .execute();
        changed.push(id);
      } else {
        order += 1;
        known.ids.add(item.id);
        await trx
          .insertInto(table)
          .values(rowOf(item) as never)
          .execute();
        added.push(item.id);
      }
    }
    const answer = { added: added.length, changed: changed.length };
    await recordAudit(trx, {
      actor,
      action: 'import',
      entity: `n400-${kind}`,
      after: { ...answer, addedIds: added, changedIds: changed },
    });
    return answer;
  });
}

/** The order learners meet a kind's items in: `ids` is every item of the kind, each once. */
export async function orderN400Items(db: Kysely<DB>, actor: Actor, kind: N400Kind, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom(TABLES[kind]).select(['id', 'sortOrder']).orderBy('sortOrder').execute();
    const known = new Set(rows.map((r) => r.id));
    const given = new Set(ids);
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw badRequest(`No ${KIND_NAMES[kind]} "${unknown}"`, { ids: 'unknown' });
    if (given.size !== ids.length) throw badRequest('An item is in the order twice', { ids: 'duplicate' });
    if (given.size !== known.size)
      throw badRequest(`The order must list all ${known.size} items of the kind, each once (got ${given.size})`, {
        ids: 'incomplete',
      });
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable(TABLES[kind])
        .set({ sortOrder: index + 1, updatedAt: nowIso() } as never)
        .where('id', '=', id)
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: 'reorder',
      entity: `n400-${kind}`,
      before: { order: rows.map((r) => r.id) },
      after: { order: ids },
    });
  });
}
