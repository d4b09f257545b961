// The last 30 days: the chart, the streak and the time spent.
import { useTranslation } from 'react-i18next';
import type { DayCount, StudyTime } from '../../lib/spaced/history';
import { Card } from '../../ui/card';
import { HistoryChart } from './history-chart';

export function HistoryCard({ days, streak, time }: { days: DayCount[]; streak: number; time: StudyTime }) {
  const { t } = useTranslation('progress');
  const minutes = (seconds: number) => t('history.minutes', { count: Math.round(seconds / 60) });
  const total = days.reduce((sum, d) => sum + d.answers, 0);
  return (
    <Card title={t('history.title')}>
      <HistoryChart days={days} />
      <ul className="progress-facts">
        <li data-testid="answers-30-days">{t('history.answers', { count: total })}</li>
        <li data-testid="streak">{t('history.streak', { count: streak })}</li>
        <li>{t('history.time', { today: minutes(time.todaySeconds), month: minutes(time.last30DaysSeconds), total: minutes(time.totalSeconds) })}</li>
      </ul>
    </Card>
  );
}
