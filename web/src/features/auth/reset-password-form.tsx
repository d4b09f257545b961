import { useState, type ComponentProps, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResetQuestionsAnswer } from '@civics/sync-protocol';
import { TextField } from '../../ui/text-field';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { RequestSubmit, usePasswordRequest } from './password-request';
import { resetQuestionsRequest, resetVerifyRequest } from './password-requests';
import { securityQuestionText } from './security-question-text';
import { UsernameField } from './username-field';

type Answers = { answer1: string; answer2: string; answer3: string };
const noAnswers: Answers = { answer1: '', answer2: '', answer3: '' };

interface UsernameStepProps {
  username: string;
  onUsernameChange: (username: string) => void;
  request: ComponentProps<typeof RequestSubmit>['request'];
  onSubmit: (event: FormEvent) => void;
}

function UsernameStep({ username, onUsernameChange, request, onSubmit }: UsernameStepProps) {
  const { t } = useTranslation('auth');
  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <p>{t('reset.step1Text')}</p>
      <UsernameField value={username} onChange={onUsernameChange} />
      <RequestSubmit
        request={request}
        ready={Boolean(username.trim())}
        label={t('reset.getQuestions')}
        busyLabel={t('reset.gettingQuestions')}
      />
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
            <p className="security-question-text">
              {t('reset.questionN', { n: i + 1, question: securityQuestionText((i + 1) as 1 | 2 | 3, question, t) })}
            </p>
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
  const newPassword = useNewPassword();
  const request = usePasswordRequest();

  const getQuestions = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return;
    void request.run(async () => setQuestions(await resetQuestionsRequest(username.trim())), {
      failed: t('reset.questionsFailed'),
      networkError: t('reset.questionsNetworkError'),
    });
  };

  const ready =
    Boolean(answers.answer1.trim() && answers.answer2.trim() && answers.answer3.trim()) && newPassword.ready;

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const reset = { username: username.trim(), answers, newPassword: newPassword.password };
    void request.run(
      async () => {
        await resetVerifyRequest(reset);
        // The server's answer is English; the learner reads the same words in their language.
        onReset(t('reset.success'));
      },
      { failed: t('reset.failed'), networkError: t('reset.networkError') },
    );
  };

  const startOver = () => {
    setQuestions(null);
    setAnswers(noAnswers);
    request.setError('');
  };

  if (!questions)
    return (
      <UsernameStep username={username} onUsernameChange={setUsername} request={request} onSubmit={getQuestions} />
    );

  return (
    <form onSubmit={verify} noValidate className="form">
      <p>{t('reset.step2Text')}</p>
      <SecurityAnswerFields questions={questions} answers={answers} onChange={setAnswers} />
      <NewPasswordFields {...newPassword} />
      <RequestSubmit request={request} ready={ready} label={t('reset.submit')} busyLabel={t('reset.submitting')} />
      <button type="button" className="link-button" onClick={startOver}>
        {t('reset.startOver')}
      </button>
    </form>
  );
}
