// The records a learner's devices write (answers, study sessions, tests, N-400 word answers), read for
// one account: a sync pull sends them back to the devices, "Download my data" hands them to the learner.
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { DB, DbOrTrx } from '../db/database.js';

export type RecordTable = 'answerAttempts' | 'userStudySessions' | 'tests' | 'vocabularyAnswers';

/** The ids of sync ops (a pull's "since the cursor"). */
export type OpIds = SelectQueryBuilder<DB, 'syncOps', { opId: string }>;

/** A table's rows of one account, oldest first: all of them, or only those written by the ops in `since`. */
export function recordsOf<T extends RecordTable>(
  db: DbOrTrx,
  table: T,
  oldestFirst: keyof DB[T] & string,
  userId: number,
  since: OpIds | null = null,
): Promise<Array<Selectable<DB[T]>>> {
  // Kysely cannot type a query over a table chosen by a type parameter. Every table of the union has
  // userId and id, the caller's `oldestFirst` is a column of its table, and the rows are of that table.
  return db
    .selectFrom(table as RecordTable)
    .selectAll()
    .where('userId', '=', userId)
    .$if(since !== null, (q) => q.where('id', 'in', since!))
    .orderBy(oldestFirst as 'answeredAt')
    .execute() as Promise<Array<Selectable<DB[T]>>>;
}
