// One page of a filtered admin list (questions, test attempts): loading and failure as QueryState
// shows them, the empty text when no row matches, else the rows and the links to the other pages.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from './pagination';
import { QueryState } from './query-state';

interface Page {
  items: readonly unknown[];
  page: number;
  pageSize: number;
  total: number;
}

interface PagedListProps<P extends Page> {
  query: UseQueryResult<P>;
  /** Shown when no row matches the filters. */
  empty: string;
  onPage: (page: number) => void;
  children: (page: P) => ReactNode;
}

export function PagedList<P extends Page>({ query, empty, onPage, children }: PagedListProps<P>) {
  return (
    <QueryState query={query} isEmpty={(page) => page.items.length === 0} empty={empty}>
      {(page) => (
        <>
          {children(page)}
          <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
}
