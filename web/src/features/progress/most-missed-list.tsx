// The 20 questions missed most often since the last "begin again".
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import type { MissedQuestion } from '../../lib/spaced/mastery';
import { Card } from '../../ui/card';

export function MostMissedList({ missed, questions }: { missed: MissedQuestion[]; questions: ReadonlyMap<number, StoredQuestion> }) {
  const { t } = useTranslation('progress');
  return (
    <Card title={t('missed.title')}>
      {missed.length === 0 ? (
        <p>{t('missed.none')}</p>
      ) : (
        <ol className="progress-question-list" data-testid="most-missed">
          {missed.map((m) => {
            const q = questions.get(m.questionId);
            return (
              <li key={m.questionId}>
                <span lang="en">{q ? `${q.officialNumber}. ${q.questionText}` : m.questionId}</span>{' '}
                <span className="progress-muted">{t('missed.count', { wrong: m.wrong, answers: m.answers })}</span>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
