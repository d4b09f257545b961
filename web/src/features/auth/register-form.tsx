import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldErrors } from '../../lib/field-error-text';
import { REGISTRATION_LANGUAGES, US_STATES } from '@civics/sync-protocol/constants';
import { validateRegistration, type FieldErrors } from '@civics/sync-protocol/validation';
import { useInterfaceLanguage } from '../../i18n/interface-language';
import { NATIVE_NAMES } from '../../i18n/languages';
import { RequestError, serverMessage } from '../../lib/request';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { PhoneField } from './phone-field';
import { registerRequest } from './register-request';
import { initialRegisterValues, toRegisterBody, type RegisterValues } from './register-values';
import { SecurityQuestionFields } from './security-question-fields';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { UsernameField } from './username-field';

export interface Registered {
  username: string;
  /** Only in development: the code the server would have mailed. */
  devCode?: string;
}

export function RegisterForm({ onRegistered }: { onRegistered: (result: Registered) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  // Preferred Language starts at the language chosen before (landing, language screen or browser).
  const [values, setValues] = useState<RegisterValues>(() => ({ ...initialRegisterValues, preferredLanguage: useInterfaceLanguage.getState().language }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const change = (name: keyof RegisterValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(translateFieldErrors(found));
    if (Object.keys(found).length) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      const answer = await registerRequest(toRegisterBody(values));
      toast({ title: t('register.successToast') });
      onRegistered({ username: answer.username || values.username.trim(), devCode: answer._tempVerificationCode });
    } catch (error) {
      setBusy(false);
      toast({
        title: t('register.failed'),
        description: serverMessage(error) ?? (error instanceof Error ? error.message : undefined),
        variant: 'destructive',
      });
      if (error instanceof RequestError && error.body?.fields) {
        setErrors(translateFieldErrors(error.body.fields));
        focusFirstInvalid();
      }
    }
  };

  // Each language named in itself, as on the language screen, so a learner finds theirs.
  const languageOptions = REGISTRATION_LANGUAGES.map((code) => ({ value: code, label: NATIVE_NAMES[code] }));
  const stateOptions = [
    { value: 'none', label: t('fields.stateNone') },
    ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
  ];

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="form">
      <UsernameField value={values.username} onChange={(value) => change('username', value)} error={errors.username} />
      <TextField
        label={t('fields.fullName')}
        name="fullName"
        autoComplete="name"
        hint={t('fields.fullNameHint')}
        value={values.fullName}
        onChange={(e) => change('fullName', e.target.value)}
        error={errors.fullName}
      />
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        value={values.email}
        onChange={(e) => change('email', e.target.value)}
        error={errors.email}
      />
      <PhoneField
        label={t('fields.phone')}
        digits={values.cellphone}
        onDigitsChange={(digits) => change('cellphone', digits)}
        error={errors.cellphone}
      />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => change('password', e.target.value)}
        error={errors.password}
      />
      <TextField
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => change('confirmPassword', e.target.value)}
        error={errors.confirmPassword}
      />
      <SelectField
        label={t('fields.preferredLanguage')}
        name="preferredLanguage"
        options={languageOptions}
        value={values.preferredLanguage}
        onChange={(e) => change('preferredLanguage', e.target.value)}
        error={errors.preferredLanguage}
      />
      <SelectField
        label={t('fields.state')}
        name="state"
        options={stateOptions}
        value={values.state}
        onChange={(e) => change('state', e.target.value)}
        error={errors.state}
      />
      <SecurityQuestionFields values={values} errors={errors} onChange={change} />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
