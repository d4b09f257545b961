// Add or correct a senator or governor, checked with the API's own schema (typeboxResolver). An
// election winner is entered with the day they take office: from that day they replace the
// holder of the same seat, and learners' answers switch (on devices too, offline).
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { GovernorCreate, GovernorUpdate, PARTIES, partyOf, SenatorCreate, SenatorUpdate } from '@civics/sync-protocol';
import { US_STATES, US_TERRITORIES } from '@civics/sync-protocol/constants';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { typeboxResolver } from '../lib/typebox-resolver';
import type { OfficeKind, OfficialRow } from './officials-api';
import { toBody } from './official-values';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';

type FormValues = Record<string, string | boolean>;

/** The admin's own calendar day: an effective date before it asks for a confirmation. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const placeOption = ([value, label]: readonly [string, string]) => ({ value, label: `${label} (${value})` });
/** Senators: the 50 states. Governors: also the five territories (USCIS accepts a territory's governor). */
const STATE_OPTIONS = {
  senators: US_STATES.filter(([code]) => code !== 'DC').map(placeOption),
  governors: [...US_STATES.filter(([code]) => code !== 'DC'), ...US_TERRITORIES].map(placeOption),
};
const PARTY_OPTIONS = PARTIES.map((p) => ({ value: p, label: p }));
const CLASS_OPTIONS = [1, 2, 3].map((n) => ({ value: String(n), label: `Class ${n}` }));

const resolvers = {
  senators: { create: typeboxResolver<FormValues>(SenatorCreate), update: typeboxResolver<FormValues>(SenatorUpdate) },
  governors: {
    create: typeboxResolver<FormValues>(GovernorCreate),
    update: typeboxResolver<FormValues>(GovernorUpdate),
  },
};

interface OfficialFormProps {
  kind: OfficeKind;
  /** The row being corrected; absent when adding someone. */
  row?: OfficialRow;
  busy: boolean;
  onSave: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

/** The form checked with the create or update schema, and whether its effective date went into the past. */
function useOfficialForm(kind: OfficeKind, row: OfficialRow | undefined) {
  const nameField = kind === 'senators' ? 'senatorName' : 'governorName';
  const schemaResolver = resolvers[kind][row ? 'update' : 'create'];
  const resolver: Resolver<FormValues> = (values, context, options) =>
    schemaResolver(toBody(values) as FormValues, context, options);
  const { register, handleSubmit, formState, control } = useForm<FormValues>({
    resolver,
    defaultValues: {
      ...(row ? {} : { state: '' }),
      [nameField]: row?.name ?? '',
      partisanship: (row?.party && partyOf(row.party)) ?? '',
      ...(kind === 'senators' ? { senateClass: row?.senateClass ? String(row.senateClass) : '' } : {}),
      validFrom: row?.validFrom ?? '',
      inaugurationDay: row?.inaugurationDay ?? '',
      termEnd: row?.termEnd ?? '',
    },
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const validFrom = String(useWatch({ control, name: 'validFrom' }) ?? '');
  const pastDate = validFrom !== '' && validFrom !== (row?.validFrom ?? '') && validFrom < localToday();
  return { nameField, register, handleSubmit, errors, validFrom, pastDate };
}

export function OfficialForm({ kind, row, busy, onSave, onCancel }: OfficialFormProps) {
  const { nameField, register, handleSubmit, errors, validFrom, pastDate } = useOfficialForm(kind, row);
  return (
    <form
      className="form stack"
      onSubmit={handleSubmit((values) => onSave(values))}
      noValidate
      aria-label={row ? `Edit ${row.name}` : `Add ${kind === 'senators' ? 'senator' : 'governor'}`}
    >
      {!row && (
        <SelectField
          label="State"
          placeholder="Choose a state"
          options={STATE_OPTIONS[kind]}
          error={errors.state?.message}
          {...register('state')}
        />
      )}
      <TextField label="Name" autoComplete="off" error={errors[nameField]?.message} {...register(nameField)} />
      <SelectField
        label="Party"
        placeholder="Choose a party"
        options={PARTY_OPTIONS}
        error={errors.partisanship?.message}
        {...register('partisanship')}
      />
      {kind === 'senators' && (
        <SelectField
          label="Senate seat"
          placeholder="Choose the seat's class"
          hint="The class of the seat the senator holds or takes over."
          options={CLASS_OPTIONS}
          error={errors.senateClass?.message}
          {...register('senateClass')}
        />
      )}
      <TextField
        label="Takes office on (effective date)"
        type="date"
        hint={
          row
            ? 'Moving it moves the predecessor’s last day too.'
            : 'From this day learners’ answers name this person. Empty: today.'
        }
        error={errors.validFrom?.message}
        {...register('validFrom')}
      />
      {pastDate && (
        <CheckboxField
          label={`${validFrom} is in the past: answers learners already have change at once. Yes, this date is right.`}
          {...register('confirmPastDate')}
        />
      )}
      <TextField
        label="In office since"
        type="date"
        hint="Shown to learners. Empty: the effective date."
        error={errors.inaugurationDay?.message}
        {...register('inaugurationDay')}
      />
      <TextField label="Term ends" type="date" error={errors.termEnd?.message} {...register('termEnd')} />
      {errors.root?.message && <p className="field-error">{errors.root.message}</p>}
      <SaveCancelButtons saveLabel={row ? 'Save changes' : 'Add'} busy={busy} onCancel={onCancel} lockCancel />
    </form>
  );
}
