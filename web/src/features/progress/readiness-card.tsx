// Interview readiness: the chance of passing the learner's own interview today, and the questions
// whose review would raise it most (lib/spaced/readiness.ts documents the method).
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import { formatNumber } from '../../i18n/format';
import type { ReadinessSummary } from '../../lib/spaced/progress-summary';
import type { ReadinessGate } from '../../lib/spaced/readiness-gate';
import { READINESS_DRAWS } from '../../lib/spaced/readiness';
import { NEW_QUESTION_RECALL } from '../../lib/spaced/schedule';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { CheckboxField } from '../../ui/checkbox-field';
import { ProgressQuestion } from './progress-question';

interface ReadinessCardProps {
  readiness: ReadinessSummary;
  /** Until enough answers, no percentage: the same rule as Home's (lib/spaced/readiness-gate). */
  gate: ReadinessGate;
  questions: ReadonlyMap<number, StoredQuestion>;
  qualifies6520: boolean;
  onQualifies6520: (qualifies: boolean) => void;
}

const percent = (value: number) => formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });

export function ReadinessCard({ readiness, gate, questions, qualifies6520, onQualifies6520 }: ReadinessCardProps) {
  const { t } = useTranslation('progress');
  return (
    <Card title={t('readiness.title')} className="readiness-card">
      <p className="readiness-format">{t(`readiness.format.${readiness.format}`)}</p>
      {gate.kind === 'early' ? (
        <p data-testid="readiness-early">{t('readiness.early', { count: gate.remaining })}</p>
      ) : (
        <ReadinessEstimate readiness={readiness} questions={questions} />
      )}
      <ButtonLink to={paths.review} block>
        {t('reviewNow')}
      </ButtonLink>
      <CheckboxField
        label={t('readiness.qualifies')}
        checked={qualifies6520}
        onChange={(e) => onQualifies6520(e.target.checked)}
      />
      <p className="progress-muted">
        {t('readiness.method', { draws: formatNumber(READINESS_DRAWS), prior: percent(NEW_QUESTION_RECALL) })}
      </p>
    </Card>
  );
}

function ReadinessEstimate({ readiness, questions }: Pick<ReadinessCardProps, 'readiness' | 'questions'>) {
  const { t } = useTranslation('progress');
  return (
    <>
      <p className="readiness-figure">
        <span className="readiness-percent" data-testid="readiness-percent">
          {percent(readiness.probability)}
        </span>{' '}
        <span>{t('readiness.chance')}</span>
      </p>
      {readiness.focus.length === 0 ? (
        <p>{t('readiness.ready')}</p>
      ) : (
        <>
          <p>
            {t('readiness.focus', { count: readiness.focus.length, percent: percent(readiness.probabilityAfterFocus) })}
          </p>
          <ul className="progress-question-list" data-testid="readiness-focus">
            {readiness.focus.map((id) => {
              const q = questions.get(id);
              return (
                <li key={id}>
                  <ProgressQuestion question={q} fallbackId={id} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
