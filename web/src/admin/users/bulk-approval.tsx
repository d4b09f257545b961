// Approving several waiting accounts at once: a question naming how many and at which level first,
// then an Undo offered for the minute the server allows (POST /api/admin/users/undo-approve).
import { useEffect } from 'react';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { ConfirmDialog } from '../ui/confirm-dialog';

export interface RecentApproval {
  ids: number[];
  names: string[];
  level: 1 | 2;
  /** Epoch ms after which the server refuses the undo. */
  until: number;
}

export const UNDO_WINDOW_MS = 60_000;

const accounts = (n: number) => (n === 1 ? '1 account' : `${n} accounts`);

/** "Select all waiting on this page" above the list. */
export function SelectAllWaiting({
  waitingIds,
  selected,
  onChange,
}: {
  waitingIds: number[];
  selected: ReadonlySet<number>;
  onChange: (ids: Set<number>) => void;
}) {
  if (waitingIds.length === 0) return null;
  const all = waitingIds.every((id) => selected.has(id));
  return (
    <CheckboxField
      label={`Select all ${waitingIds.length} waiting on this page`}
      checked={all}
      onChange={() => onChange(all ? new Set() : new Set(waitingIds))}
    />
  );
}

interface SelectionBarProps {
  count: number;
  busy: boolean;
  onAsk: (level: 1 | 2) => void;
}

export function SelectionBar({ count, busy, onAsk }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <div className="button-row" role="group" aria-label="Selected accounts">
      <span>{count} selected</span>
      <Button disabled={busy} onClick={() => onAsk(1)}>
        Approve selected at level 1
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => onAsk(2)}>
        Approve selected at level 2
      </Button>
    </div>
  );
}

interface ConfirmBulkProps {
  level: 1 | 2 | null;
  names: string[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmBulkApproval({ level, names, busy, onConfirm, onCancel }: ConfirmBulkProps) {
  return (
    <ConfirmDialog
      open={level !== null}
      title={`Approve ${accounts(names.length)} at level ${level ?? ''}?`}
      confirmLabel={`Approve ${names.length} at level ${level ?? ''}`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {level === 2 ? 'Level 2 opens every question.' : 'Level 1 opens the first 20 questions.'} Each learner gets an
        email in their language. You can undo this for one minute.
      </p>
      <p className="admin-muted">{names.join(', ')}</p>
    </ConfirmDialog>
  );
}

interface UndoBarProps {
  recent: RecentApproval | null;
  busy: boolean;
  onUndo: (recent: RecentApproval) => void;
  onExpire: () => void;
}

/** "Approved 3 accounts at level 1 — Undo", until the server's minute is over. */
export function UndoBar({ recent, busy, onUndo, onExpire }: UndoBarProps) {
  useEffect(() => {
    if (!recent) return;
    const timer = setTimeout(onExpire, Math.max(0, recent.until - Date.now()));
    return () => clearTimeout(timer);
  }, [recent, onExpire]);
  if (!recent) return null;
  return (
    <div className="admin-undo-bar" role="status">
      <span>
        Approved {recent.names.length === 1 ? recent.names[0] : accounts(recent.names.length)} at level {recent.level}.
      </span>
      <Button variant="secondary" disabled={busy} onClick={() => onUndo(recent)}>
        Undo
      </Button>
      <span className="admin-muted">for one minute</span>
    </div>
  );
}
