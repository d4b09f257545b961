// /admin/users and /admin/users-management: one screen, two starting views. /admin/users opens on the
// approval queue (accounts waiting, oldest first); /admin/users-management on every account. The
// filters live in the address, so a dashboard figure can link straight to a filtered list.
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { AdminUserDto, AdminUsersPage } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryState } from '../ui/query-state';
import { notifyError, notifySuccess } from '../ui/notify';
import { UserFilters, type FilterValues } from './user-filters';
import { UserPanel } from './user-panel';
import { UsersTable } from './users-table';
import { USERS_PAGE_SIZE, useUserAction, useUsers, type UserFilters as Filters } from './users-api';

const bool = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);

function readFilters(params: URLSearchParams, queueView: boolean): FilterValues & { page: number } {
  return {
    search: params.get('search') ?? '',
    approval: params.get('approval') ?? (queueView ? 'pending' : 'any'),
    level: params.get('level') ?? '',
    role: params.get('role') ?? '',
    verified: params.get('verified') ?? '',
    disabled: params.get('disabled') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function toQuery(values: FilterValues & { page: number }): Filters {
  return {
    search: values.search,
    pending: values.approval === 'pending' ? true : values.approval === 'approved' ? false : undefined,
    level: values.level === '' ? undefined : Number(values.level),
    role: values.role === 'user' || values.role === 'admin' ? values.role : undefined,
    verified: bool(values.verified),
    disabled: bool(values.disabled),
    page: values.page,
  };
}

export function Screen() {
  const queueView = !useLocation().pathname.endsWith('users-management');
  const [params, setParams] = useSearchParams();
  const values = readFilters(params, queueView);
  const query = useUsers(toQuery(values));
  const action = useUserAction();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [managing, setManaging] = useState<number | undefined>();

  const update = (next: FilterValues & { page: number }) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value !== '' && !(key === 'page' && value === 1)) search.set(key, String(value));
    setParams(search);
    setSelected(new Set());
  };

  const approve = (ids: number[], level: 1 | 2, who: string) =>
    action.mutate(ids.length === 1 ? { kind: 'approve', id: ids[0]!, level } : { kind: 'bulk-approve', ids, level }, {
      onSuccess: () => {
        notifySuccess(`Approved ${who} at level ${level}`);
        setSelected(new Set());
      },
      onError: (error) => notifyError(error),
    });

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="stack">
      <PageHeader
        title={queueView ? 'Users' : 'User management'}
        description={queueView ? 'Accounts waiting for approval come first: we promise an answer within 24 hours.' : 'Every account, with search and filters.'}
      />
      <UserFilters key={params.toString()} values={values} onChange={(next) => update({ ...next, page: 1 })} />
      {managing !== undefined && <UserPanel id={managing} onClose={() => setManaging(undefined)} />}
      {selected.size > 0 && (
        <div className="button-row" role="group" aria-label="Selected accounts">
          <span>{selected.size} selected</span>
          <Button disabled={action.isPending} onClick={() => approve([...selected], 1, `${selected.size} account(s)`)}>
            Approve selected at level 1
          </Button>
          <Button variant="secondary" disabled={action.isPending} onClick={() => approve([...selected], 2, `${selected.size} account(s)`)}>
            Approve selected at level 2
          </Button>
        </div>
      )}
      <QueryState
        query={query}
        isEmpty={(page: AdminUsersPage) => page.total === 0}
        empty={values.approval === 'pending' ? 'No accounts are waiting for approval.' : 'No accounts match these filters.'}
      >
        {(page: AdminUsersPage) => (
          <>
            <UsersTable
              users={page.items}
              selected={selected}
              onToggle={toggle}
              busy={action.isPending}
              onApprove={(user: AdminUserDto, level) => approve([user.id], level, user.username)}
              onManage={(user) => setManaging(user.id)}
            />
            <Pagination page={page.page} pageSize={USERS_PAGE_SIZE} total={page.total} onPage={(next) => update({ ...values, page: next })} />
          </>
        )}
      </QueryState>
    </section>
  );
}
