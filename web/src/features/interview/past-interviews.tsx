// The learner's past mock interviews (newest first), read from the synced test attempts on the
// device, so they are there offline and from the learner's other devices: each with its score and,
// opened, every question with its verdict, how it was answered and what was said.
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import type { StoredTestAttempt } from '../../db/database';
import { testAttemptsOf } from '../../db/learner-records';
import { questionsById } from '../../db/questions-by-id';
import { formatDate } from '../../i18n/format';
import { Card } from '../../ui/card';
import { GivenLine } from '../../ui/spoken/given-line';
import { interviewsNewestFirst, pastAnswers } from './past-interview';

/** The interviews listed: enough to see progress, few enough to stay light on a phone. */
const SHOWN = 10;

export function PastInterviews({ userId }: { userId: number }) {
  const { t } = useTranslation('interview');
  const data = useLiveQuery(async () => {
    try {
      const attempts = interviewsNewestFirst(await testAttemptsOf(userId)).slice(0, SHOWN);
      const ids = [...new Set(attempts.flatMap((a) => pastAnswers(a).map((p) => p.questionId)))];
      return { attempts, questions: await questionsById(ids) };
    } catch {
      return null;
    }
  }, [userId]);
  if (!data || data.attempts.length === 0) return null;
  return (
    <Card title={t('pastTitle')}>
      <ul className="interview-past">
        {data.attempts.map((attempt) => (
          <PastInterview
            key={attempt.id}
            attempt={attempt}
            questionText={(id) => data.questions.get(id)?.questionText}
          />
        ))}
      </ul>
    </Card>
  );
}

function PastInterview({
  attempt,
  questionText,
}: {
  attempt: StoredTestAttempt;
  questionText: (id: number) => string | undefined;
}) {
  const { t } = useTranslation('interview');
  const verdictText = { correct: t('correct'), almost: t('almost'), wrong: t('wrong') };
  return (
    <li data-testid="past-interview">
      <details>
        <summary>
          {formatDate(attempt.completedAt, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
          {t('score', { correct: attempt.score, asked: attempt.totalQuestions })} ·{' '}
          {attempt.passed ? t('passed') : t('failed')}
        </summary>
        <ol className="interview-answers">
          {pastAnswers(attempt).map((answer, index) => (
            <li key={`${answer.questionId}-${index}`} data-verdict={answer.verdict}>
              <strong lang="en">{questionText(answer.questionId) ?? t('pastQuestionMissing')}</strong>
              {answer.way && <GivenLine answer={{ given: answer.given, way: answer.way }} />}
              <span className={`interview-answer-verdict interview-answer-${answer.verdict}`}>
                {verdictText[answer.verdict]}
              </span>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
