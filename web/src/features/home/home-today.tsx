// Home's top: the one thing to do now (a large button), then today's goal and streak, then interview
// readiness — "keep practising" until enough answers make an estimate honest.
import { Flame, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import type { HomeSummary } from './use-home-summary';
import { PassRule } from '../../ui/pass-rule';

export function HomeNextAction({ action }: { action: HomeSummary['action'] }) {
  const { t } = useTranslation('home');
  const label =
    action.kind === 'review'
      ? t('next.review', { count: action.count })
      : action.kind === 'waiting'
        ? t('next.waiting')
        : t(action.kind === 'start' ? 'next.start' : 'next.continue', { first: action.first, last: action.last });
  return (
    <section className="home-next" aria-labelledby="home-next-title">
      <h2 id="home-next-title" className="home-next-title">
        {t('next.title')}
      </h2>
      <ButtonLink
        to={action.kind === 'review' ? paths.review : paths.study}
        block
        className="home-next-button"
        data-testid="home-next-action"
      >
        {label}
      </ButtonLink>
    </section>
  );
}

export function HomeToday({ summary }: { summary: HomeSummary }) {
  const { t } = useTranslation('home');
  const { readiness } = summary;
  return (
    <>
      <ul className="home-stats" aria-label={t('today.label')}>
        <li className="home-stat">
          <Target size={22} aria-hidden="true" />
          <span>{t('today.goal', { done: Math.min(summary.answeredToday, summary.goal), goal: summary.goal })}</span>
        </li>
        <li className="home-stat">
          <Flame size={22} aria-hidden="true" />
          <span>{summary.streak > 0 ? t('today.streak', { count: summary.streak }) : t('today.noStreak')}</span>
        </li>
      </ul>
      <section className="home-readiness" aria-labelledby="home-readiness-title" data-testid="home-readiness">
        <h2 id="home-readiness-title">{t('readiness.title')}</h2>
        {readiness.kind === 'early' ? (
          <p>{t('readiness.early', { count: readiness.remaining })}</p>
        ) : (
          <p>
            {t('readiness.estimate', {
              percent: formatNumber(readiness.probability, { style: 'percent', maximumFractionDigits: 0 }),
            })}
          </p>
        )}
        <PassRule className="home-pass-rule" />
      </section>
    </>
  );
}

/** Shown while the device is read: the page keeps its shape instead of flashing empty. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="home-skeleton" role="status" aria-label={t('loading')}>
      <span className="skeleton skeleton-button" />
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line skeleton-short" />
    </div>
  );
}
