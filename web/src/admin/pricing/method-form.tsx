// Edit a payment method: on/off, display name, description, and for Zelle and bank transfer the
// details learners send money to (empty fields fall back to the server's environment variables).
import type { AdminMethodPatch, AdminPaymentMethodDto, PaymentInstructions } from '@civics/sync-protocol';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../ui/checkbox-field';
import { TextField } from '../../ui/text-field';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';

type InstructionKey = keyof PaymentInstructions;
const DETAIL_FIELDS: Record<string, Array<[InstructionKey, string]>> = {
  zelle: [
    ['zelleRecipient', 'Zelle recipient (email or US phone)'],
    ['zelleRecipientName', 'Recipient name'],
  ],
  bank_transfer: [
    ['bankName', 'Bank name'],
    ['accountName', 'Account name'],
    ['accountNumber', 'Account number'],
    ['routingNumber', 'Routing number'],
    ['swiftCode', 'SWIFT code'],
  ],
};

interface Values {
  displayName: string;
  description: string;
  isEnabled: boolean;
  instructions: Record<string, string>;
}

export function MethodForm({
  method,
  busy,
  onSave,
  onCancel,
}: {
  method: AdminPaymentMethodDto;
  busy: boolean;
  onSave: (patch: AdminMethodPatch) => void;
  onCancel: () => void;
}) {
  const fields = DETAIL_FIELDS[method.name] ?? [];
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: {
      displayName: method.displayName,
      description: method.description ?? '',
      isEnabled: method.isEnabled,
      instructions: Object.fromEntries(fields.map(([key]) => [key, method.instructions[key] ?? ''])),
    },
  });

  const submit = (values: Values) => {
    if (!values.displayName.trim()) return setError('displayName', { message: 'Please enter a display name' });
    const instructions = Object.fromEntries(
      fields.map(([key]) => [key, values.instructions[key]?.trim() ?? '']).filter(([, value]) => value),
    ) as PaymentInstructions;
    onSave({
      displayName: values.displayName.trim(),
      description: values.description.trim() || null,
      isEnabled: values.isEnabled,
      ...(fields.length ? { instructions } : {}),
    });
  };

  return (
    <form className="form stack" onSubmit={handleSubmit(submit)} noValidate>
      <TextField label="Display name" error={formState.errors.displayName?.message} {...register('displayName')} />
      <TextField label="Description" {...register('description')} />
      <CheckboxField label="Enabled: learners may pay this way" {...register('isEnabled')} />
      {fields.map(([key, label]) => (
        <TextField key={key} label={label} {...register(`instructions.${key}`)} />
      ))}
      <SaveCancelButtons saveLabel="Save method" busy={busy} onCancel={onCancel} />
    </form>
  );
}
