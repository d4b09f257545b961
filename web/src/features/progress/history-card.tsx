// The last 30 days: the chart, the streak and the time spent.
import { useTranslation } from 'react-i18next';
import type { DayCount, StudyTime } from '../../lib/spaced/history';
import { AccuracyTarget } from '../../ui/accuracy-target';
import { Card } from '../../ui/card';
import { HistoryChart } from './history-chart';

export function HistoryCard({ days, streak, time }: { days: DayCount[]; streak: number; time: StudyTime }) {
  const { t } = useTranslation('progress');
  const minutes = (seconds: number) => t('history.minutes', { count: Math.round(seconds / 60) });
  const total = days.reduce((sum, d) => sum + d.answers, 0);
  const correct = days.reduce((sum, d) => sum + d.correct, 0);
  const accuracy = total > 0 ? Math.round((correct / total) * 100) : undefined;
  return (
    <Card title={t('history.title')}>
      <HistoryChart days={days} />
      <ul className="progress-facts">
        <li data-testid="answers-30-days">{t('history.answers', { count: total })}</li>
        {accuracy !== undefined && (
          <li data-testid="accuracy-30-days">{t('history.accuracy', { percent: accuracy })}</li>
        )}
        <li data-testid="streak">{t('history.streak', { count: streak })}</li>
        <li>
          {t('history.time', {
            today: minutes(time.todaySeconds),
            month: minutes(time.last30DaysSeconds),
            total: minutes(time.totalSeconds),
          })}
        </li>
      </ul>
      <AccuracyTarget percent={accuracy} />
    </Card>
  );
}
