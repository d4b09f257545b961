// The registration form: on a wide screen one form, on a phone one step at a time with its progress.
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { StepProgress } from '../../ui/step-progress';
import { AccountFields, ContactFields } from './register-fields';
import { REGISTER_STEPS, type RegisterStep } from './register-steps';
import { SecurityQuestionFields } from './security-question-fields';
import { useRegisterForm, type Registered } from './use-register-form';

export function RegisterForm({ onRegistered }: { onRegistered: (result: Registered) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const { values, errors, busy, formRef, phone, stepIndex, setStepIndex, change, onSubmit } =
    useRegisterForm(onRegistered);

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
