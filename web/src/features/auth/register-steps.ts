// Sign-up in three steps on a phone (issue 31): the spec's fields, every one kept, grouped so each
// step fits a phone's screen. A step's Next checks that step's fields only; the final Register
// checks them all and, when the server refuses a field, opens the step that holds it.
import type { FieldErrors } from '@civics/sync-protocol/validation';
import type { RegisterValues } from './register-values';

export const REGISTER_STEPS = ['account', 'contact', 'security'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];

export const STEP_FIELDS: Record<RegisterStep, ReadonlyArray<keyof RegisterValues>> = {
  account: ['username', 'fullName', 'password', 'confirmPassword'],
  contact: ['email', 'cellphone', 'preferredLanguage', 'state'],
  security: [
    'securityQuestion1',
    'securityAnswer1',
    'securityQuestion2',
    'securityAnswer2',
    'securityQuestion3',
    'securityAnswer3',
  ],
};

/** The errors that belong to one step's fields. */
export function errorsOfStep(errors: FieldErrors, step: RegisterStep): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => (STEP_FIELDS[step] as readonly string[]).includes(field)),
  );
}

/** The first step holding an error, or null when there is none. */
export function firstStepWithError(errors: FieldErrors): number | null {
  const index = REGISTER_STEPS.findIndex((step) => Object.keys(errorsOfStep(errors, step)).length > 0);
  return index === -1 ? null : index;
}
