// The interview's result: passed or not, the score against the officer's mark, every question with
// what the learner said and its verdict, and the questions to practise next with their answers.
import { useTranslation } from 'react-i18next';
import { acceptedAnswers } from '../../lib/answer-grading';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { isAccepted, type Answered } from './answered';
import { GivenLine } from '../../ui/spoken/given-line';
import type { Outcome } from './interview-rules';

interface Props {
  answers: Answered[];
  outcome: Outcome;
  passAt: number;
  onAgain: () => void;
}

export function InterviewSummary({ answers, outcome, passAt, onAgain }: Props) {
  const { t } = useTranslation('interview');
  const correct = answers.filter(isAccepted).length;
  const missed = answers.filter((a) => !isAccepted(a));
  const verdictText = { correct: t('correct'), almost: t('almost'), wrong: t('wrong') };
  return (
    <Card
      title={outcome === 'passed' ? t('passed') : t('failed')}
      className={outcome === 'passed' ? 'interview-passed' : 'interview-failed'}
    >
      <p data-testid="interview-score">{t('score', { correct, asked: answers.length })}</p>
      <p>{t('passMark', { pass: passAt })}</p>
      <h3>{t('answersTitle')}</h3>
      <ol className="interview-answers">
        {answers.map((a) => (
          <li key={a.question.id} data-verdict={a.verdict}>
            <strong lang="en">{a.question.questionText}</strong>
            <GivenLine answer={a} />
            <span className={`interview-answer-verdict interview-answer-${a.verdict}`}>{verdictText[a.verdict]}</span>
          </li>
        ))}
      </ol>
      <h3>{t('missedTitle')}</h3>
      {missed.length === 0 ? (
        <p>{t('noneMissed')}</p>
      ) : (
        <ul className="interview-missed">
          {missed.map((a) => (
            <li key={a.question.id}>
              <strong lang="en">{a.question.questionText}</strong>
              <br />
              {t('acceptedAnswers')}: <span lang="en">{acceptedAnswers(a.question).join('; ')}</span>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={onAgain}>{t('again')}</Button>
    </Card>
  );
}
