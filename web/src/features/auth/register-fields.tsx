// The registration's fields in the groups sign-up shows one at a time on a phone (register-steps.ts).
import { useTranslation } from 'react-i18next';
import { REGISTRATION_LANGUAGES, US_STATES } from '@civics/sync-protocol/constants';
import { NATIVE_NAMES } from '../../i18n/languages';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { PhoneField } from './phone-field';
import { bindRegisterField, type FieldGroupProps } from './register-values';
import { UsernameField } from './username-field';

export function AccountFields(props: FieldGroupProps) {
  const { t } = useTranslation('auth');
  const { values, errors, onChange } = props;
  return (
    <>
      <UsernameField
        value={values.username}
        onChange={(value) => onChange('username', value)}
        error={errors.username}
      />
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        hint={t('fields.fullNameHint')}
        {...bindRegisterField(props, 'fullName')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        {...bindRegisterField(props, 'password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...bindRegisterField(props, 'confirmPassword')}
      />
    </>
  );
}

export function ContactFields(props: FieldGroupProps) {
  const { t } = useTranslation('auth');
  const { values, errors, onChange } = props;
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
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        {...bindRegisterField(props, 'email')}
      />
      <PhoneField
        label={t('fields.phone')}
        digits={values.cellphone}
        onDigitsChange={(digits) => onChange('cellphone', digits)}
        error={errors.cellphone}
      />
      <SelectField
        label={t('fields.preferredLanguage')}
        options={languageOptions}
        {...bindRegisterField(props, 'preferredLanguage')}
      />
      <SelectField label={t('fields.state')} options={stateOptions} {...bindRegisterField(props, 'state')} />
    </>
  );
}
