// Your progress (/progress, issue 14): mastery per category and subcategory, the 65/20 starred
// subset, the most missed questions, the last 30 days and the interview readiness — all derived on
// the device from the synced answer log (never stored as their own truth), so it works offline and
// shows the same figures on every device of the account.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { readSettings } from '../../db/learner-records';
import { ownDailyGoal } from '../../lib/spaced/daily-goal';
import { goalOnFrom } from '../../lib/spaced/interview-plan';
import { progressSummary } from '../../lib/spaced/progress-summary';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { CategoryProgressCard } from './category-progress';
import { readQualifies6520, standardFormat, writeQualifies6520 } from './format-choice';
import { HistoryCard } from './history-card';
import { MasteryBar, MasteryLegend } from './mastery-bar';
import { MostMissedList } from './most-missed-list';
import { ReadinessCard } from './readiness-card';
import { useProgressData, type ProgressData } from './use-progress-data';
import './progress.css';

export function Screen() {
  const { t } = useTranslation('progress');
  const userId = useCurrentUserStore((s) => s.user?.id);
  return (
    <main className="page stack progress-page">
      <h1>{t('title')}</h1>
      <p className="progress-muted">{t('intro')}</p>
      {userId !== undefined && <ProgressLoader userId={userId} />}
    </main>
  );
}

function ProgressLoader({ userId }: { userId: number }) {
  const { t } = useTranslation('progress');
  const data = useProgressData(userId);
  if (data === undefined) return <Spinner />;
  if (data === null) return <Notice tone="error">{t('storageError')}</Notice>;
  if (data === 'missing') return <Notice>{t('notDownloaded')}</Notice>;
  return <ProgressView userId={userId} data={data} />;
}

function ProgressView({ userId, data }: { userId: number; data: ProgressData }) {
  const { t, i18n } = useTranslation('progress');
  const [qualifies6520, setQualifies6520] = useState(() => readQualifies6520(userId));
  const format = qualifies6520 ? '6520' : standardFormat(data.version);
  const settings = useLiveQuery(() => readSettings(userId), [userId]);
  const study = settings?.studyModeSettings;
  const summary = useMemo(
    () =>
      progressSummary(
        data.questions,
        data.answers,
        data.resetAt,
        format,
        new Date(),
        goalOnFrom(study ?? {}, ownDailyGoal(userId, study)),
      ),
    [data, format, study, userId],
  );
  const byId = useMemo(() => new Map(data.questions.map((q) => [q.id, q])), [data.questions]);
  const choose6520 = (value: boolean) => {
    writeQualifies6520(userId, value);
    setQualifies6520(value);
  };

  return (
    <>
      <ReadinessCard
        readiness={summary.readiness}
        gate={summary.readinessGate}
        questions={byId}
        qualifies6520={qualifies6520}
        onQualifies6520={choose6520}
      />
      <Card title={t('mastery.title')}>
        <div className="stack">
          <MasteryLegend />
          <MasteryBar label={t('mastery.all')} counts={summary.total} testId="mastery-all" />
          <MasteryBar label={t('mastery.starred')} counts={summary.starred} testId="mastery-starred" />
          <p className="progress-muted">{t('mastery.definition')}</p>
        </div>
      </Card>
      <CategoryProgressCard categories={data.categories} progress={summary.categories} language={i18n.language} />
      <MostMissedList missed={summary.mostMissed} questions={byId} />
      <HistoryCard days={summary.days} streak={summary.streak} time={summary.time} />
    </>
  );
}
