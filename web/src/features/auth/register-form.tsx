import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldErrors } from '../../lib/field-error-text';
import { validateRegistration, type FieldErrors } from '@civics/sync-protocol/validation';
import { useInterfaceLanguage } from '../../i18n/interface-language';
import { RequestError, serverMessage } from '../../lib/request';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../../ui/button';
import { StepProgress } from '../../ui/step-progress';
import { toast } from '../../ui/toast-store';
import { AccountFields, ContactFields } from './register-fields';
import { errorsOfStep, firstStepWithError, REGISTER_STEPS, type RegisterStep } from './register-steps';
import { registerRequest } from './register-request';
import { initialRegisterValues, toRegisterBody, type RegisterValues } from './register-values';
import { SecurityQuestionFields } from './security-question-fields';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

export interface Registered {
  username: string;
  /** Only in development: the code the server would have mailed. */
  devCode?: string;
}

export function RegisterForm({ onRegistered }: { onRegistered: (result: Registered) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  // Preferred Language starts at the language chosen before (landing, language screen or browser).
  const [values, setValues] = useState<RegisterValues>(() => ({
    ...initialRegisterValues,
    preferredLanguage: useInterfaceLanguage.getState().language,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const phone = useMediaQuery(PHONE_QUERY);
  const [stepIndex, setStepIndex] = useState(0);
  // A new step starts at the top of the form, where its name and count are.
  const shownStep = useRef(0);
  useEffect(() => {
    if (stepIndex === shownStep.current) return;
    shownStep.current = stepIndex;
    formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [stepIndex, formRef]);

  const change = (name: keyof RegisterValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  /** Shows the errors on the step that holds the first one (the fields of other steps are not on screen). */
  const showErrors = (found: FieldErrors) => {
    setErrors(translateFieldErrors(found));
    const step = firstStepWithError(found);
    if (phone && step !== null) setStepIndex(step);
    focusFirstInvalid();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    if (phone && stepIndex < REGISTER_STEPS.length - 1) {
      // Next: this step's fields only; what later steps hold is checked when they are shown.
      const here = errorsOfStep(found, REGISTER_STEPS[stepIndex]!);
      if (Object.keys(here).length) return showErrors(here);
      setErrors({});
      setStepIndex(stepIndex + 1);
      return;
    }
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
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
      if (error instanceof RequestError && error.body?.fields) showErrors(error.body.fields);
    }
  };

  // On a phone, one step at a time (issue 31); a wider screen keeps the one form.
  const stepped = phone;
  const shown = (step: RegisterStep) => !stepped || REGISTER_STEPS[stepIndex] === step;
  const groupProps = { values, errors, onChange: change };
  const last = !stepped || stepIndex === REGISTER_STEPS.length - 1;

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="form">
      {stepped && (
        <StepProgress
          current={stepIndex + 1}
          total={REGISTER_STEPS.length}
          label={t('register.steps.progress', { current: stepIndex + 1, total: REGISTER_STEPS.length })}
          title={t(`register.steps.${REGISTER_STEPS[stepIndex]!}`)}
        />
      )}
      {shown('account') && <AccountFields {...groupProps} />}
      {shown('contact') && <ContactFields {...groupProps} />}
      {shown('security') && <SecurityQuestionFields {...groupProps} />}
      {last ? (
        <Button type="submit" block disabled={busy} aria-busy={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </Button>
      ) : (
        <Button type="submit" block>
          {t('register.steps.next')}
        </Button>
      )}
      {stepped && stepIndex > 0 && (
        <Button block variant="secondary" onClick={() => setStepIndex(stepIndex - 1)}>
          {t('register.steps.back')}
        </Button>
      )}
    </form>
  );
}
