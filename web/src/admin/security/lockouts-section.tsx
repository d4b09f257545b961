// Sign-in locks in force (issue 20): which name is locked for which source, and a way to lift
// every lock of one name (an owner who wrote in, a false alarm). Each lift is in the audit log.
import { useState } from 'react';
import type { LockoutDto, LockoutsAnswer } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable } from '../ui/data-table';
import { notifyError, notifySuccess } from '../ui/notify';
import { QueryState } from '../ui/query-state';
import { formatDateTime } from '../lib/format';
import { useClearLockouts, useLockouts } from './security-api';

/** 'ip:203.0.113.5' → 'IP 203.0.113.5'; a known device's hash is not worth showing in full. */
const sourceText = (source: string) =>
  source.startsWith('device:') ? `Known device ${source.slice(7, 15)}…` : `IP ${source.replace(/^ip:/, '')}`;

export function LockoutsSection() {
  const query = useLockouts();
  const clear = useClearLockouts();
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <Card title="Sign-in locks">
      <div className="stack">
        <p className="admin-muted">
          A lock holds only for the address or device that guessed wrong; the owner's own devices can still sign in.
        </p>
        <QueryState
          query={query}
          isEmpty={(answer: LockoutsAnswer) => answer.lockouts.length === 0}
          empty="No sign-in is locked right now."
        >
          {(answer: LockoutsAnswer) => (
            <DataTable<LockoutDto>
              caption="Sign-in locks"
              rows={answer.lockouts}
              rowKey={(l) => `${l.username}|${l.source}`}
              columns={[
                { header: 'Username tried', cell: (l) => l.username },
                { header: 'From', cell: (l) => sourceText(l.source) },
                { header: 'Wrong tries', nowrap: true, cell: (l) => String(l.failures) },
                { header: 'Locked until', nowrap: true, cell: (l) => formatDateTime(l.lockedUntil) },
                {
                  header: 'Actions',
                  nowrap: true,
                  cell: (l) => (
                    <Button variant="secondary" onClick={() => setConfirming(l.username)} disabled={clear.isPending}>
                      Lift locks of {l.username}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Lift every sign-in lock of this name?"
        confirmLabel="Lift locks"
        busy={clear.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          clear.mutate(confirming, {
            onSuccess: (answer) => notifySuccess(answer.message),
            onError: (error) => notifyError(error),
            onSettled: () => setConfirming(null),
          })
        }
      >
        <p>Every address and device locked for {confirming} may try again at once.</p>
      </ConfirmDialog>
    </Card>
  );
}
