import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/select-field';
import type { ReadingPosition } from './reading-schedule';
import { READING_COUNTS, type ReadingQuestion } from './use-reading-questions';

const highlightClass = (on: boolean) => ['practice-question', on ? 'practice-highlight' : ''].filter(Boolean).join(' ');

/** The status panel: which question, which phase, which highlight. */
export function ReadingStatus({ position, total }: { position: ReadingPosition | null; total: number }) {
  const { t } = useTranslation('reading');
  const phase = position?.phase ?? 'idle';
  return (
    <section className="card" aria-label={t('status.title')}>
      <dl className="practice-status" aria-live="polite">
        <dt>{t('status.title')}</dt>
        <dd data-testid="reading-question">{t('status.question', { current: (position?.index ?? 0) + 1, total })}</dd>
        <dt>{t('status.phase')}</dt>
        <dd data-testid="reading-phase">{t(`status.phase_${phase}`)}</dd>
        <dt>{t('status.highlight')}</dt>
        <dd data-testid="reading-highlight">{position && position.highlights > 0 ? t('status.highlightCount', { count: position.highlight, total: position.highlights }) : '–'}</dd>
      </dl>
    </section>
  );
}

/** The question and its answer; the part being read is highlighted, each highlight a fresh pulse. */
export function ReadingCard({ question, position }: { question: ReadingQuestion; position: ReadingPosition | null }) {
  const { t } = useTranslation('reading');
  const pulse = position ? `${position.index}-${position.phase}-${position.highlight}` : 'idle';
  const questionOn = position?.phase === 'question';
  const answerOn = position?.phase === 'answer';
  return (
    <section className="card stack">
      <p key={`q-${pulse}`} className={highlightClass(questionOn)} data-highlighted={questionOn} data-testid="reading-question-text">
        {question.officialNumber}. {question.questionText}
      </p>
      <p key={`a-${pulse}`} className={highlightClass(answerOn)} data-highlighted={answerOn} data-testid="reading-answer-text">
        <span className="field-label">{t('answer')}: </span>
        {question.answerText}
      </p>
    </section>
  );
}

export function ReadingCountField({ value, onChange, disabled }: { value: number; onChange: (count: number) => void; disabled?: boolean }) {
  const { t } = useTranslation('reading');
  return (
    <SelectField
      label={t('count')}
      value={String(value)}
      disabled={disabled}
      options={READING_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  );
}
