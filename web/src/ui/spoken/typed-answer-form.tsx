// The typed answer, in English: one field and "Answer". The say-it panel shows it when the
// microphone is refused; the mock interview when the learner chooses "Type". One form, one set of words.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { TextField } from '../text-field';

interface TypedAnswerFormProps {
  /** How many answers the question asks for: above one, the field says so. */
  answersRequired: number;
  onAnswer: (typed: string) => void;
  /** Notices above the field (the microphone refused, "answer in English"). */
  children?: ReactNode;
  className?: string;
}

export function TypedAnswerForm({ answersRequired, onAnswer, children, className }: TypedAnswerFormProps) {
  const { t } = useTranslation('speak');
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) onAnswer(typed);
  };
  return (
    <form className={className ? `form ${className}` : 'form'} onSubmit={submit}>
      {children}
      <TextField
        label={t('typeLabel')}
        value={typed}
        autoComplete="off"
        autoCapitalize="off"
        lang="en"
        hint={answersRequired > 1 ? t('typeHintMany', { count: answersRequired }) : undefined}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button type="submit" disabled={!typed.trim()}>
        {t('submitAnswer')}
      </Button>
    </form>
  );
}
