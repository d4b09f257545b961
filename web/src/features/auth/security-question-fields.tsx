import { useTranslation } from 'react-i18next';
import { SECURITY_QUESTION_CHOICES } from '@civics/sync-protocol/constants';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { bindRegisterField, type FieldGroupProps } from './register-values';

/** Three questions, each picked from its own list of five, each with its answer. */
export function SecurityQuestionFields(props: FieldGroupProps) {
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
              placeholder={t('fields.securityQuestionPlaceholder')}
              // The value stays the English question (the API's list); the label is in the learner's language.
              options={SECURITY_QUESTION_CHOICES[n - 1]!.map((text, i) => ({
                value: text,
                label: t(`securityQuestions.q${n}_${(i + 1) as 1 | 2 | 3 | 4 | 5}`),
              }))}
              {...bindRegisterField(props, question)}
            />
            <TextField label={t('fields.answer', { n })} autoComplete="off" {...bindRegisterField(props, answer)} />
          </div>
        );
      })}
    </fieldset>
  );
}
