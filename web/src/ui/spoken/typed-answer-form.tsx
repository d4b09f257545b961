// The typed answer, in English: one field and "Answer". The say-it panel shows it when the
// microphone is refused; the mock interview when the learner chooses "Type"; the N-400 officer and
// the writing test with words of their own. One form, one set of words unless a screen brings its own.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { TextField } from '../text-field';

interface TypedAnswerFormProps {
  /** How many answers the question asks for: above one, the field says so. */
  answersRequired?: number;
  /** A screen's own field label and button text (default: the speak namespace's). */
  texts?: { label: string; submit: string };
  /** A written sentence (the writing test): capitalised as one, and not spell-checked, as its spelling is graded. */
  sentence?: boolean;
  onAnswer: (typed: string) => void;
  /** Notices above the field (the microphone refused, "answer in English"). */
  children?: ReactNode;
  className?: string;
}

export function TypedAnswerForm(props: TypedAnswerFormProps) {
  const { answersRequired = 1, onAnswer, children, className, sentence = false } = props;
  const { t } = useTranslation('speak');
  const texts = props.texts ?? { label: t('typeLabel'), submit: t('submitAnswer') };
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) onAnswer(typed);
  };
  return (
    <form className={className ? `form ${className}` : 'form'} onSubmit={submit}>
      {children}
      <TextField
        label={texts.label}
        value={typed}
        autoComplete="off"
        autoCapitalize={sentence ? 'sentences' : 'off'}
        spellCheck={sentence ? false : undefined}
        lang="en"
        hint={answersRequired > 1 ? t('typeHintMany', { count: answersRequired }) : undefined}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button type="submit" disabled={!typed.trim()}>
        {texts.submit}
      </Button>
    </form>
  );
}
