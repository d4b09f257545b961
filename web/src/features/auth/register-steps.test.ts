import { describe, expect, it } from 'vitest';
import { validateRegistration } from '@civics/sync-protocol/validation';
import { errorsOfStep, firstStepWithError, STEP_FIELDS } from './register-steps';
import { initialRegisterValues } from './register-values';

describe('registration steps', () => {
  it('keeps every registration field in exactly one step', () => {
    const all = Object.values(STEP_FIELDS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(Object.keys(initialRegisterValues).sort());
  });
  it('checks only the fields of the step shown', () => {
    const errors = validateRegistration(initialRegisterValues);
    expect(Object.keys(errorsOfStep(errors, 'account'))).toEqual(expect.arrayContaining(['username', 'password']));
    expect(Object.keys(errorsOfStep(errors, 'account'))).not.toContain('email');
    expect(Object.keys(errorsOfStep(errors, 'contact'))).toContain('email');
  });
  it('opens the first step with an error (the server refused a field)', () => {
    expect(firstStepWithError({ email: 'taken' })).toBe(1);
    expect(firstStepWithError({ securityAnswer2: 'x', username: 'y' })).toBe(0);
    expect(firstStepWithError({})).toBeNull();
  });
});
