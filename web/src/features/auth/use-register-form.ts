// The registration form's state: the values and their messages, the step shown on a phone, and the
// submit that checks a step (Next) or the whole form and sends it.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldErrors } from '../../lib/field-error-text';
import { validateRegistration, type FieldErrors } from '@civics/sync-protocol/validation';
import { useInterfaceLanguage } from '../../i18n/interface-language';
import { failureMessage, RequestError } from '../../lib/request';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { toast } from '../../ui/toast-store';
import { errorsOfStep, firstStepWithError, REGISTER_STEPS } from './register-steps';
import { registerRequest } from './register-request';
import { initialRegisterValues, toRegisterBody, type RegisterValues } from './register-values';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

export interface Registered {
  username: string;
  /** Only in development: the code the server would have mailed. */
  devCode?: string;
}

function useScrollToNewStep(stepIndex: number, formRef: RefObject<HTMLFormElement | null>) {
  const shownStep = useRef(0);
  useEffect(() => {
    if (stepIndex === shownStep.current) return;
    shownStep.current = stepIndex;
    formRef.current?.scrollIntoView?.({ block: 'start' });
  }, [stepIndex, formRef]);
}

export function useRegisterForm(onRegistered: (result: Registered) => void) {
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
  useScrollToNewStep(stepIndex, formRef);

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
        description: failureMessage(error),
        variant: 'destructive',
      });
      if (error instanceof RequestError && error.body?.fields) showErrors(error.body.fields);
    }
  };

  return { values, errors, busy, formRef, phone, stepIndex, setStepIndex, change, onSubmit };
}
