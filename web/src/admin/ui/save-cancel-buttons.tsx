// Save beside Cancel at the foot of an admin create/edit form. Save is off while its request is on
// the way; Cancel too where `lockCancel` says leaving mid-save would lose the answer. A form that
// stays on screen after saving (settings, one user's level) has no Cancel.
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

interface SaveCancelButtonsProps {
  saveLabel: ReactNode;
  busy: boolean;
  onCancel?: () => void;
  lockCancel?: boolean;
}

export function SaveCancelButtons({ saveLabel, busy, onCancel, lockCancel = false }: SaveCancelButtonsProps) {
  return (
    <div className="button-row">
      <Button type="submit" disabled={busy}>
        {saveLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={lockCancel ? busy : undefined}>
          Cancel
        </Button>
      )}
    </div>
  );
}
