// Edit and Delete of a category or subcategory row. Delete asks first; the server refuses (409) while questions still use the row, and
// that message is shown as it is.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { notifyError, notifySuccess } from '../ui/notify';

export function DeleteButton({ label, onDelete }: { label: string; onDelete: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: onDelete,
    onSuccess: async () => {
      setOpen(false);
      notifySuccess(`${label} deleted`);
      await queryClient.invalidateQueries({ queryKey: ['admin-content'] });
    },
    onError: (error) => {
      setOpen(false);
      notifyError(error, `${label} was not deleted`);
    },
  });
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)} aria-label={`Delete ${label}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${label}?`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setOpen(false)}
      >
        <p>Only a row no question uses can be deleted.</p>
      </ConfirmDialog>
    </>
  );
}

/** A row's actions: Edit opens its form, Delete asks first; `label` names the row ("category Civics"). */
export function EditDeleteButtons({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <div className="button-row">
      <Button variant="secondary" aria-label={`Edit ${label}`} onClick={onEdit}>
        Edit
      </Button>
      <DeleteButton label={label} onDelete={onDelete} />
    </div>
  );
}
