import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResetQuestionsAnswer } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { failureText } from './failure-text';
import { isNewPasswordReady, NewPasswordFields } from './new-password-fields';
import { resetQuestionsRequest, resetVerifyRequest } from './password-requests';
import { UsernameField } from './username-field';

type Answers = { answer1: string; answer2: string; answer3: string };
const noAnswers: Answers = { answer1: '', answer2: '', answer3: '' };

interface UsernameStepProps {
  username: string;
  onUsernameChange: (username: string) => void;
  error: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

function UsernameStep({ username, onUsernameChange, error, busy, onSubmit }: UsernameStepProps) {
  const { t } = useTranslation('auth');
  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <p>{t('reset.step1Text')}</p>
      <UsernameField value={username} onChange={onUsernameChange} />
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" block disabled={busy || !username.trim()}>
        {busy ? t('reset.gettingQuestions') : t('reset.getQuestions')}
      </Button>
    </form>
  );
}

interface SecurityAnswerFieldsProps {
  questions: ResetQuestionsAnswer;
  answers: Answers;
  onChange: Dispatch<SetStateAction<Answers>>;
}

/** The account's three security questions, each with its answer field. */
function SecurityAnswerFields({ questions, answers, onChange }: SecurityAnswerFieldsProps) {
  const { t } = useTranslation('auth');
  const list = [questions.question1, questions.question2, questions.question3];
  return (
    <>
      {list.map((question, i) => {
        const key = `answer${i + 1}` as keyof Answers;
        return (
          <div key={key} className="security-question">
            <p className="security-question-text">{t('reset.questionN', { n: i + 1, question })}</p>
            <TextField
              label={t('fields.answer', { n: i + 1 })}
              name={key}
              autoComplete="off"
              value={answers[key]}
              onChange={(e) => onChange((a) => ({ ...a, [key]: e.target.value }))}
            />
          </div>
        );
      })}
    </>
  );
}

/** Two steps: the username gives the three security questions; their answers allow a new password. */
export function ResetPasswordForm({ onReset }: { onReset: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [questions, setQuestions] = useState<ResetQuestionsAnswer | null>(null);
  const [answers, setAnswers] = useState<Answers>(noAnswers);
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const getQuestions = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return;
    setBusy(true);
    setError('');
    try {
      setQuestions(await resetQuestionsRequest(username.trim()));
    } catch (caught) {
      setError(failureText(caught, t('reset.questionsFailed'), t('reset.questionsNetworkError')));
    } finally {
      setBusy(false);
    }
  };

  const ready =
    Boolean(answers.answer1.trim() && answers.answer2.trim() && answers.answer3.trim()) &&
    isNewPasswordReady(newPassword, confirm);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError('');
    try {
      const answer = await resetVerifyRequest({ username: username.trim(), answers, newPassword });
      onReset(answer.message || t('reset.success'));
    } catch (caught) {
      setBusy(false);
      setError(failureText(caught, t('reset.failed'), t('reset.networkError')));
    }
  };

  const startOver = () => {
    setQuestions(null);
    setAnswers(noAnswers);
    setError('');
  };

  if (!questions)
    return (
      <UsernameStep
        username={username}
        onUsernameChange={setUsername}
        error={error}
        busy={busy}
        onSubmit={(e) => void getQuestions(e)}
      />
    );

  return (
    <form onSubmit={(e) => void verify(e)} noValidate className="form">
      <p>{t('reset.step2Text')}</p>
      <SecurityAnswerFields questions={questions} answers={answers} onChange={setAnswers} />
      <NewPasswordFields
        password={newPassword}
        confirm={confirm}
        onPasswordChange={setNewPassword}
        onConfirmChange={setConfirm}
      />
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" block disabled={busy || !ready}>
        {busy ? t('reset.submitting') : t('reset.submit')}
      </Button>
      <button type="button" className="link-button" onClick={startOver}>
        {t('reset.startOver')}
      </button>
    </form>
  );
}
