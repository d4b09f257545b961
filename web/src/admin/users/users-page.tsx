// /admin/users and /admin/users-management: one screen, two starting views. /admin/users opens on the
// approval queue (accounts waiting, oldest first); /admin/users-management on every account. The
// filters live in the address, so a dashboard figure can link straight to a filtered list.
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { AdminUserDto, AdminUsersPage } from '@civics/sync-protocol';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryState } from '../ui/query-state';
import { ConfirmBulkApproval, SelectAllWaiting, SelectionBar, UndoBar } from './bulk-approval';
import { useApprovals } from './use-approvals';
import { emptyListText, UserFilters, type FilterValues } from './user-filters';
import { UserPanel } from './user-panel';
import { isWaiting, UsersTable } from './users-table';
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

interface UsersOnPageProps {
  page: AdminUsersPage;
  selected: Set<number>;
  onSelect: Dispatch<SetStateAction<Set<number>>>;
  busy: boolean;
  onApprove: (user: AdminUserDto, level: 1 | 2) => void;
  onManage: (user: AdminUserDto) => void;
  onPage: (page: number) => void;
}

/** One page of accounts: select every waiting one, the table, and the page links. */
function UsersOnPage({ page, selected, onSelect, busy, onApprove, onManage, onPage }: UsersOnPageProps) {
  const toggle = (id: number) =>
    onSelect((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <SelectAllWaiting
        waitingIds={page.items.filter(isWaiting).map((user) => user.id)}
        selected={selected}
        onChange={onSelect}
      />
      <UsersTable
        users={page.items}
        selected={selected}
        onToggle={toggle}
        busy={busy}
        onApprove={onApprove}
        onManage={onManage}
      />
      <Pagination page={page.page} pageSize={USERS_PAGE_SIZE} total={page.total} onPage={onPage} />
    </>
  );
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
    for (const [key, value] of Object.entries(next))
      if (value !== '' && !(key === 'page' && value === 1)) search.set(key, String(value));
    setParams(search);
    setSelected(new Set());
  };

  const nameOf = (id: number) => query.data?.items.find((user) => user.id === id)?.username ?? `#${id}`;
  const { asking, setAsking, recent, clearRecent, approve, undo } = useApprovals({
    action,
    nameOf,
    clearSelection: () => setSelected(new Set()),
  });

  return (
    <section className="stack">
      <PageHeader
        title={queueView ? 'Users' : 'User management'}
        description={
          queueView
            ? 'Accounts waiting for approval come first: we promise an answer within 24 hours.'
            : 'Every account, with search and filters.'
        }
      />
      <UserFilters key={params.toString()} values={values} onChange={(next) => update({ ...next, page: 1 })} />
      {managing !== undefined && <UserPanel id={managing} onClose={() => setManaging(undefined)} />}
      <UndoBar recent={recent} busy={action.isPending} onUndo={undo} onExpire={clearRecent} />
      <SelectionBar count={selected.size} busy={action.isPending} onAsk={setAsking} />
      <ConfirmBulkApproval
        level={asking}
        names={[...selected].map(nameOf)}
        busy={action.isPending}
        onConfirm={() => asking && approve([...selected], asking)}
        onCancel={() => setAsking(null)}
      />
      <QueryState query={query} isEmpty={(page: AdminUsersPage) => page.total === 0} empty={emptyListText(values)}>
        {(page: AdminUsersPage) => (
          <UsersOnPage
            page={page}
            selected={selected}
            onSelect={setSelected}
            busy={action.isPending}
            onApprove={(user, level) => approve([user.id], level)}
            onManage={(user) => setManaging(user.id)}
            onPage={(next) => update({ ...values, page: next })}
          />
        )}
      </QueryState>
    </section>
  );
}
