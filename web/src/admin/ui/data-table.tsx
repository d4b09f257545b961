// The admin's tables (cards on a phone, admin.css): DataTable shows rows the screen has, QueryTable
// a list it loads, with loading, failure with Retry and the empty message from QueryState.
import type { ReactElement, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from './query-state';

export interface Column<Row> {
  /** Column heading. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Narrow columns (numbers, actions) keep their content on one line. */
  nowrap?: boolean;
}

type RowKey<Row> = (row: Row) => string | number;

/** Rows with an id are told apart by it; any other row says what its key is. */
type RowKeyProp<Row> = [Row] extends [{ id: string | number }] ? { rowKey?: RowKey<Row> } : { rowKey: RowKey<Row> };

interface TableLayout<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: Column<Row>[];
  /** The row's buttons (edit, delete, approve…), in a last column "Actions" kept on one line. */
  actions?: (row: Row) => ReactNode;
}

interface RowsPart<Row> {
  rows: readonly Row[];
}

interface QueryPart<Row> {
  query: UseQueryResult<Row[]>;
  /** Shown instead of the table when the list is empty; without it an empty list is an empty table. */
  empty?: ReactNode;
}

/** Inside, rowKey is optional; the exports' types hold the rule above for every screen. */
type LooseKey<Row> = { rowKey?: RowKey<Row> };

const byId = (row: unknown) => (row as { id: string | number }).id;

function Table<Row>({
  caption,
  columns: dataColumns,
  actions,
  rows,
  rowKey = byId,
}: TableLayout<Row> & RowsPart<Row> & LooseKey<Row>) {
  const columns = actions ? [...dataColumns, { header: 'Actions', nowrap: true, cell: actions }] : dataColumns;
  return (
    // A table wider than its frame scrolls inside it; the frame takes the keyboard focus so that it can
    // be scrolled without a mouse (axe: scrollable-region-focusable). The table inside carries the name.
    <div className="admin-table-wrap" tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.header}
                  className={column.nowrap ? 'admin-nowrap' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LoadedTable<Row>({ query, empty, ...table }: TableLayout<Row> & QueryPart<Row> & LooseKey<Row>) {
  return (
    <QueryState query={query} isEmpty={empty === undefined ? undefined : (rows) => rows.length === 0} empty={empty}>
      {(rows) => <Table rows={rows} {...table} />}
    </QueryState>
  );
}

export const DataTable: <Row>(props: TableLayout<Row> & RowsPart<Row> & RowKeyProp<Row>) => ReactElement = Table;
export const QueryTable: <Row>(props: TableLayout<Row> & QueryPart<Row> & RowKeyProp<Row>) => ReactElement =
  LoadedTable;
