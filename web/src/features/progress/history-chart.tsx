// Answers per day over the last 30 days as a small bar chart: an SVG of our own (no chart library),
// in the /progress chunk only. Each bar has a <title> with its day and count for pointer users; the
// figure's label and the totals beside it carry the same for screen readers.
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import type { DayCount } from '../../lib/spaced/history';

const WIDTH = 300;
const HEIGHT = 80;
const GAP = 2;

const dateOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

export function HistoryChart({ days }: { days: DayCount[] }) {
  const { t } = useTranslation('progress');
  const peak = Math.max(1, ...days.map((d) => d.answers));
  const barWidth = WIDTH / days.length - GAP;
  return (
    <svg
      className="history-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 2}`}
      role="img"
      aria-label={t('history.chartLabel')}
      data-testid="history-chart"
    >
      <line x1={0} x2={WIDTH} y1={HEIGHT + 1} y2={HEIGHT + 1} className="history-chart-axis" />
      {days.map((d, i) => {
        const height = d.answers === 0 ? 0 : Math.max(2, (d.answers / peak) * HEIGHT);
        const label = t('history.dayAnswers', {
          day: formatDate(dateOf(d.day), { month: 'short', day: 'numeric' }),
          count: d.answers,
        });
        return (
          <rect
            key={d.day}
            x={i * (barWidth + GAP)}
            y={HEIGHT - height}
            width={barWidth}
            height={height}
            rx={1}
            className="history-chart-bar"
            data-day={d.day}
            data-count={d.answers}
          >
            <title>{label}</title>
          </rect>
        );
      })}
    </svg>
  );
}
