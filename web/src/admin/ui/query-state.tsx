import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { errorText } from '../lib/admin-api';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** True when the loaded data has nothing to show; then `empty` is shown instead of children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The three states every admin screen has besides its data: loading, failed (with Retry), empty. */
export function QueryState<T>({ query, isEmpty, empty = 'Nothing here yet.', children }: QueryStateProps<T>) {
  if (query.isPending) return <Spinner label="Loading" />;
  if (query.isError)
    return (
      <div className="stack">
        <Notice tone="error">{errorText(query.error)}</Notice>
        <div>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Retry
          </Button>
        </div>
      </div>
    );
  if (isEmpty?.(query.data)) return <p className="admin-empty">{empty}</p>;
  return children(query.data);
}
