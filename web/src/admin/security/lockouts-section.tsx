// Sign-in locks in force (issue 20): which name is locked for which source, and a way to lift
// every lock of one name (an owner who wrote in, a false alarm). Each lift is in the audit log.
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { QueryTable } from '../ui/data-table';
import { withToasts } from '../ui/notify';
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
        <QueryTable
          query={query}
          empty="No sign-in is locked right now."
          caption="Sign-in locks"
          rowKey={(l) => `${l.username}|${l.source}`}
          columns={[
            { header: 'Username tried', cell: (l) => l.username },
            { header: 'From', cell: (l) => sourceText(l.source) },
            { header: 'Wrong tries', nowrap: true, cell: (l) => String(l.failures) },
            { header: 'Locked until', nowrap: true, cell: (l) => formatDateTime(l.lockedUntil) },
          ]}
          actions={(l) => (
            <Button variant="secondary" onClick={() => setConfirming(l.username)} disabled={clear.isPending}>
              Lift locks of {l.username}
            </Button>
          )}
        />
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
            ...withToasts((answer) => answer.message),
            onSettled: () => setConfirming(null),
          })
        }
      >
        <p>Every address and device locked for {confirming} may try again at once.</p>
      </ConfirmDialog>
    </Card>
  );
}
