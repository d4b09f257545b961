// A list the admin screen loads and shows as a table: loading, failure with Retry and the empty
// message come from QueryState, the rows from DataTable.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableProps } from './data-table';
import { QueryState } from './query-state';

interface QueryTableProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  query: UseQueryResult<Row[]>;
  /** Shown instead of the table when the list is empty; without it an empty list is an empty table. */
  empty?: ReactNode;
}

export function QueryTable<Row>({ query, empty, ...table }: QueryTableProps<Row>) {
  return (
    <QueryState query={query} isEmpty={empty === undefined ? undefined : (rows) => rows.length === 0} empty={empty}>
      {(rows) => <DataTable rows={rows} {...table} />}
    </QueryState>
  );
}
