import { useForm, type Resolver } from 'react-hook-form';
import { AdminUserPatch, type AdminUserDto } from '@civics/sync-protocol';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { typeboxResolver } from '../lib/typebox-resolver';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';

interface FormValues {
  approvalLevel: number;
  role: 'user' | 'admin';
  endDate: string | null;
}

const LEVEL_OPTIONS = [
  { value: '0', label: 'Level 0 (not approved)' },
  { value: '1', label: 'Level 1 (first 20 questions)' },
  { value: '2', label: 'Level 2 (all questions)' },
];
const ROLE_OPTIONS = [
  { value: 'user', label: 'Learner' },
  { value: 'admin', label: 'Admin' },
];

const schemaResolver = typeboxResolver<FormValues>(AdminUserPatch);
// An empty date field means "no end date": the API's null.
const resolver: Resolver<FormValues> = (values, context, options) =>
  schemaResolver({ ...values, endDate: values.endDate || null }, context, options);

/** Level, role and plan end date of one account, checked with the API's own schema. */
export function UserEditForm({
  user,
  busy,
  onSave,
}: {
  user: AdminUserDto;
  busy: boolean;
  onSave: (patch: AdminUserPatch) => void;
}) {
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver,
    defaultValues: {
      approvalLevel: user.is_approved ? user.approval_level : 0,
      role: user.role === 'admin' ? 'admin' : 'user',
      endDate: user.end_date ? user.end_date.slice(0, 10) : '',
    },
  });
  const { errors } = formState;
  return (
    <form className="form stack" onSubmit={handleSubmit((values) => onSave(values))} noValidate>
      <SelectField
        label="Approval level"
        options={LEVEL_OPTIONS}
        error={errors.approvalLevel?.message}
        {...register('approvalLevel', { valueAsNumber: true })}
      />
      <SelectField label="Role" options={ROLE_OPTIONS} error={errors.role?.message} {...register('role')} />
      <TextField
        label="Plan end date"
        type="date"
        hint="Leave empty for no end date."
        error={errors.endDate?.message}
        {...register('endDate')}
      />
      <SaveCancelButtons saveLabel="Save changes" busy={busy} />
    </form>
  );
}
