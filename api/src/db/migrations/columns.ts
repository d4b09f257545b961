// Frozen in time: never import application code here. The pieces several migrations build their
// tables with. This module is history too: changing what a helper does changes the schema that
// already applied migrations built, and schema-snapshot.test.ts fails. A new need gets a new helper.
import type { ColumnDataType, ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

type ColumnBuild = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** A row that belongs to a learner's account and goes with it (account deletion cascades). */
export const ownedByUser: ColumnBuild = (c) => c.notNull().references('users.id').onDelete('cascade');

/** [column name, type, how it is built (a plain nullable column when left out)] */
export type NewColumn = [name: string, type: ColumnDataType, build?: ColumnBuild];

const plain: ColumnBuild = (c) => c;

/** For `createTable(…).$call(…)`: adds the columns in their order, as a chain of addColumn would. */
export const withColumns =
  (columns: readonly NewColumn[]) =>
  (table: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> =>
    columns.reduce((next, [name, type, build]) => next.addColumn(name, type, build ?? plain), table);

/** Adds columns to an existing table, one statement each (SQLite adds one column per ALTER TABLE). */
export async function addColumns(db: Kysely<any>, table: string, columns: readonly NewColumn[]): Promise<void> {
  for (const [name, type, build] of columns)
    await db.schema
      .alterTable(table)
      .addColumn(name, type, build ?? plain)
      .execute();
}

/** Drops columns from a table in the order given (a migration's down undoes its up in reverse). */
export async function dropColumns(db: Kysely<any>, table: string, names: readonly string[]): Promise<void> {
  for (const name of names) await db.schema.alterTable(table).dropColumn(name).execute();
}
