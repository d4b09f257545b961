import { useTranslation } from 'react-i18next';
import { SECURITY_QUESTION_CHOICES } from '@civics/sync-protocol/constants';
import type { FieldErrors } from '@civics/sync-protocol/validation';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { RegisterValues } from './register-values';

interface SecurityQuestionFieldsProps {
  values: RegisterValues;
  errors: FieldErrors;
  onChange: (name: keyof RegisterValues, value: string) => void;
}

/** Three questions, each picked from its own list of five, each with its answer. */
export function SecurityQuestionFields({ values, errors, onChange }: SecurityQuestionFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="fieldset">
      <legend>{t('register.securityLegend')}</legend>
      <p className="field-hint">{t('register.securityHint')}</p>
      {([1, 2, 3] as const).map((n) => {
        const question = `securityQuestion${n}` as const;
        const answer = `securityAnswer${n}` as const;
        return (
          <div key={n} className="security-question">
            <SelectField
              label={t('fields.securityQuestion', { n })}
              name={question}
              placeholder={t('fields.securityQuestionPlaceholder')}
              // The value stays the English question (the API's list); the label is in the learner's language.
              options={SECURITY_QUESTION_CHOICES[n - 1]!.map((text, i) => ({
                value: text,
                label: t(`securityQuestions.q${n}_${(i + 1) as 1 | 2 | 3 | 4 | 5}`),
              }))}
              value={values[question]}
              onChange={(e) => onChange(question, e.target.value)}
              error={errors[question]}
            />
            <TextField
              label={t('fields.answer', { n })}
              name={answer}
              autoComplete="off"
              value={values[answer]}
              onChange={(e) => onChange(answer, e.target.value)}
              error={errors[answer]}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
