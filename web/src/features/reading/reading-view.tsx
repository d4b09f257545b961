import { useTranslation } from 'react-i18next';
import { QuestionCard } from '../../ui/question-card';
import { Spinner } from '../../ui/spinner';
import { Stepper } from '../../ui/stepper';
import type { ReadingPosition } from './reading-schedule';
import { READING_COUNT_RANGE, type ReadingQuestion, type useReadingChoice } from './use-reading-questions';
import { OfficeChangeNotice } from '../../ui/office-change-notice';

const highlightClass = (on: boolean) => ['reading-answer', on ? 'practice-highlight' : ''].filter(Boolean).join(' ');

/** Where the learner is, in their words: which question, and what to read aloud now (how many times). */
function ReadingStatus({ position, total }: { position: ReadingPosition | null; total: number }) {
  const { t } = useTranslation('reading');
  const step = position?.phase ?? 'idle';
  return (
    <section className="card reading-status" aria-label={t('status.label')}>
      <p className="practice-progress" data-testid="reading-question">
        {t('status.question', { current: (position?.index ?? 0) + 1, total })}
      </p>
      <p className="reading-step" aria-live="polite">
        <span data-testid="reading-phase">{t(`status.step_${step}`)}</span>
        {position && position.highlights > 0 && (
          <span className="badge" data-testid="reading-highlight">
            {t('status.highlightCount', { count: position.highlight, total: position.highlights })}
          </span>
        )}
      </p>
    </section>
  );
}

/** The question and its answer; the part being read is highlighted, each highlight a fresh pulse. */
function ReadingCard({ question, position }: { question: ReadingQuestion; position: ReadingPosition | null }) {
  const { t } = useTranslation('reading');
  const pulse = position ? `${position.index}-${position.phase}-${position.highlight}` : 'idle';
  const questionOn = position?.phase === 'question';
  const answerOn = position?.phase === 'answer';
  return (
    <QuestionCard
      key={`q-${pulse}`}
      text={`${question.officialNumber}. ${question.questionText}`}
      textLang="en"
      translation={question.translation && { text: question.translation.questionText, lang: question.translation.lang }}
      highlighted={questionOn}
      textProps={{ 'data-testid': 'reading-question-text' }}
    >
      <OfficeChangeNotice change={question.officeChange} />
      <p className={highlightClass(answerOn)} data-highlighted={answerOn} data-testid="reading-answer-text">
        <span className="field-label">{t('answer')}: </span>
        <span lang="en">{question.answerText}</span>
      </p>
      {question.translation?.answerText && (
        <p className="translated-text" lang={question.translation.lang} data-testid="reading-answer-translation">
          {question.translation.answerText}
        </p>
      )}
    </QuestionCard>
  );
}

function ReadingCountField({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (count: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reading');
  return (
    <Stepper label={t('count')} value={value} range={READING_COUNT_RANGE} disabled={disabled} onChange={onChange} />
  );
}

interface ReadingSessionProps {
  reading: ReturnType<typeof useReadingChoice>;
  running: boolean;
  position: ReadingPosition | null;
  /** A new count starts the run over. */
  onRestart: () => void;
}

/** What both reading screens show under their controls: how many to read, where the run is, the question. */
export function ReadingSession({ reading, running, position, onRestart }: ReadingSessionProps) {
  const { t } = useTranslation('reading');
  const { count, setCount, questions } = reading;
  const question = questions?.[position?.index ?? 0];
  return (
    <>
      <ReadingCountField
        value={count}
        disabled={running}
        onChange={(n) => {
          onRestart();
          setCount(n);
        }}
      />
      <ReadingStatus position={position} total={questions?.length ?? 0} />
      {questions === undefined ? (
        <Spinner />
      ) : question ? (
        <ReadingCard question={question} position={position} />
      ) : (
        <p>{t('empty')}</p>
      )}
    </>
  );
}
