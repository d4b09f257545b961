import type { RegisterBody } from '@civics/sync-protocol';
import type { ChangeEvent } from 'react';
import type { FieldErrors, RegistrationInput } from '@civics/sync-protocol/validation';

/** Every registration input as the form holds it: strings, the phone as digits. */
export type RegisterValues = Required<RegistrationInput>;

export const initialRegisterValues: RegisterValues = {
  username: '',
  fullName: '',
  email: '',
  cellphone: '',
  password: '',
  confirmPassword: '',
  preferredLanguage: 'en',
  // Not guessed: a wrong state would quietly give wrong senators and governors later.
  state: 'none',
  securityQuestion1: '',
  securityQuestion2: '',
  securityQuestion3: '',
  securityAnswer1: '',
  securityAnswer2: '',
  securityAnswer3: '',
};

/** What each group of registration fields (the steps of register-steps.ts) gets from the form. */
export interface FieldGroupProps {
  values: RegisterValues;
  errors: FieldErrors;
  onChange: (name: keyof RegisterValues, value: string) => void;
}

/** One input's name, value, change handler and error, to spread on its TextField or SelectField. */
export function bindRegisterField({ values, errors, onChange }: FieldGroupProps, name: keyof RegisterValues) {
  return {
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(name, event.target.value),
    error: errors[name],
  };
}

/** The request body: confirmPassword stays on the device (spec part 1 §3). */
export function toRegisterBody({ confirmPassword: _confirm, fullName, ...values }: RegisterValues): RegisterBody {
  const trimmedName = fullName.trim();
  return {
    ...values,
    username: values.username.trim(),
    email: values.email.trim(),
    ...(trimmedName ? { fullName: trimmedName } : {}),
  };
}
