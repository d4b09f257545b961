// The 20 questions missed most often since the last "begin again".
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import type { MissedQuestion } from '../../lib/spaced/mastery';
import { Card } from '../../ui/card';
import { ProgressQuestion } from './progress-question';

export function MostMissedList({
  missed,
  questions,
}: {
  missed: MissedQuestion[];
  questions: ReadonlyMap<number, StoredQuestion>;
}) {
  const { t } = useTranslation('progress');
  return (
    <Card title={t('missed.title')}>
      {missed.length === 0 ? (
        <p>{t('missed.none')}</p>
      ) : (
        <ul className="progress-question-list" data-testid="most-missed">
          {missed.map((m) => {
            const q = questions.get(m.questionId);
            return (
              <li key={m.questionId}>
                <ProgressQuestion question={q} fallbackId={m.questionId} />
                <span className="progress-muted progress-question-count">
                  {t('missed.count', { wrong: m.wrong, answers: m.answers })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
