// Home's top: the one thing to do now (a large button), then today's goal and streak, then interview
// readiness — "keep practising" until enough answers make an estimate honest.
import { CalendarDays, Flame, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
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

/** The days left to the interview (issue 33), or a link to add the date. */
function InterviewCountdown({ plan }: { plan: HomeSummary['plan'] }) {
  const { t } = useTranslation('home');
  if (plan.phase === 'own')
    return (
      <li className="home-stat">
        <CalendarDays size={22} aria-hidden="true" />
        <Link to={`${paths.settings}#interview-date`}>{t('today.setDate')}</Link>
      </li>
    );
  return (
    <li className="home-stat" data-testid="interview-countdown">
      <CalendarDays size={22} aria-hidden="true" />
      <span>
        {plan.daysLeft === 0 ? t('today.interviewToday') : t('today.interviewIn', { count: plan.daysLeft })}
        {plan.phase === 'review' && plan.daysLeft > 0 && <> · {t('today.reviewOnly')}</>}
      </span>
    </li>
  );
}

export function HomeToday({ summary }: { summary: HomeSummary }) {
  const { t } = useTranslation('home');
  const { readiness, streak } = summary;
  return (
    <>
      <ul className="home-stats" aria-label={t('today.label')}>
        <li className="home-stat" data-testid="today-goal">
          <Target size={22} aria-hidden="true" />
          <span>{t('today.goal', { done: Math.min(summary.answeredToday, summary.goal), goal: summary.goal })}</span>
        </li>
        <li className="home-stat" data-testid="home-streak">
          <Flame size={22} aria-hidden="true" />
          <span>{streak.days > 0 ? t('today.streak', { count: streak.days }) : t('today.noStreak')}</span>
        </li>
        <InterviewCountdown plan={summary.plan} />
      </ul>
      {streak.days > 0 && streak.freeDayUsed && <p className="home-free-day">{t('today.freeDay')}</p>}
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
