// The registration's fields in the groups sign-up shows one at a time on a phone (register-steps.ts).
import { useTranslation } from 'react-i18next';
import { REGISTRATION_LANGUAGES, US_STATES } from '@civics/sync-protocol/constants';
import type { FieldErrors } from '@civics/sync-protocol/validation';
import { NATIVE_NAMES } from '../../i18n/languages';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { PhoneField } from './phone-field';
import type { RegisterValues } from './register-values';
import { UsernameField } from './username-field';

export interface FieldGroupProps {
  values: RegisterValues;
  errors: FieldErrors;
  onChange: (name: keyof RegisterValues, value: string) => void;
}

export function AccountFields({ values, errors, onChange }: FieldGroupProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <UsernameField
        value={values.username}
        onChange={(value) => onChange('username', value)}
        error={errors.username}
      />
      <TextField
        label={t('fields.fullName')}
        name="fullName"
        autoComplete="name"
        hint={t('fields.fullNameHint')}
        value={values.fullName}
        onChange={(e) => onChange('fullName', e.target.value)}
        error={errors.fullName}
      />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => onChange('password', e.target.value)}
        error={errors.password}
      />
      <TextField
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => onChange('confirmPassword', e.target.value)}
        error={errors.confirmPassword}
      />
    </>
  );
}

export function ContactFields({ values, errors, onChange }: FieldGroupProps) {
  const { t } = useTranslation('auth');
  // Each language named in itself, as on the language screen, so a learner finds theirs.
  const languageOptions = REGISTRATION_LANGUAGES.map((code) => ({ value: code, label: NATIVE_NAMES[code] }));
  const stateOptions = [
    { value: 'none', label: t('fields.stateNone') },
    ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
  ];
  return (
    <>
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        value={values.email}
        onChange={(e) => onChange('email', e.target.value)}
        error={errors.email}
      />
      <PhoneField
        label={t('fields.phone')}
        digits={values.cellphone}
        onDigitsChange={(digits) => onChange('cellphone', digits)}
        error={errors.cellphone}
      />
      <SelectField
        label={t('fields.preferredLanguage')}
        name="preferredLanguage"
        options={languageOptions}
        value={values.preferredLanguage}
        onChange={(e) => onChange('preferredLanguage', e.target.value)}
        error={errors.preferredLanguage}
      />
      <SelectField
        label={t('fields.state')}
        name="state"
        options={stateOptions}
        value={values.state}
        onChange={(e) => onChange('state', e.target.value)}
        error={errors.state}
      />
    </>
  );
}
