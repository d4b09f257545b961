// A study session (spec part 1 §2, §4): one batch, one question at a time, with arrows and swipes,
// a counter, the clock, click-to-read, instant feedback, Complete Study and Time's Up.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackTarget } from '../../ui/back-link';
import { QuestionChrome } from '../../ui/question-chrome';
import { QuestionView } from './question-view';
import { SkippedDialog } from './skipped-dialog';
import { StudyNav } from './study-nav';
import { NO_START_FLAGS, readStartFlags, startIndex, startsAtSavedBatch } from './study-bank';
import { TimeUpEmpty } from './time-up-empty';
import { StudyTimes } from './study-times';
import { useBatchSession, type BatchSessionProps, type StudySessionProps } from './use-batch-session';

export { COMPLETE_REDIRECT_MS, TIME_UP_REDIRECT_MS } from './use-study-end';

export type { StudySessionProps };

/**
 * Where the session starts. The device's copy of the settings can be older than the account's: the
 * start-up sync may bring the batch the learner reached on another device a moment after this
 * screen opened. Until the learner's first action the session follows the saved batch (nothing is
 * lost by moving); from then on it stays put, and later changes apply to the next session.
 */
export function StudySession(props: StudySessionProps) {
  const { bank, perSession, savedIndex } = props;
  // The results screen's one-shot instructions are read once, when the screen opens.
  const [opening] = useState(() => {
    const flags = readStartFlags();
    return { start: startIndex(bank, perSession, savedIndex, flags), followsSavedBatch: startsAtSavedBatch(flags) };
  });
  const [keptStart, setKeptStart] = useState<number | null>(opening.followsSavedBatch ? null : opening.start);
  const start = keptStart ?? startIndex(bank, perSession, savedIndex, NO_START_FLAGS);
  const keep = useCallback(() => setKeptStart(start), [start]);
  return <BatchSession key={start} {...props} start={start} onFirstAction={keep} />;
}

function BatchSession(props: BatchSessionProps) {
  const { language, homeState } = props;
  const { t } = useTranslation('study');
  const batchSession = useBatchSession(props);
  const { batch, session, show, question, phase, clock, go, skipped, answeredCount } = batchSession;
  const back = useBackTarget();
  if (!question) return null;
  if (phase === 'timeUp' && answeredCount === 0) return <TimeUpEmpty />;

  return (
    <div className="study-session">
      {phase === 'timeUp' && (
        // Said on the screen before it leaves for the results (issue 22), not only in a passing toast.
        <div className="study-time-up" role="alert">
          <p className="study-time-up-title">{t('timeUp')}</p>
          <p>{t('timeUpUnanswered', { count: skipped.length })}</p>
        </div>
      )}
      <QuestionChrome
        current={session.position + 1}
        total={batch.length}
        counterText={t('counter', { current: session.position + 1, total: batch.length })}
        counterLabel={t('counterLabel', { current: session.position + 1, total: batch.length })}
        back={back}
        time={<StudyTimes elapsedSeconds={clock.elapsedSeconds} remainingSeconds={clock.remainingSeconds} />}
      />

      <div className="study-swipe-area" {...batchSession.swipe}>
        <QuestionView
          key={question.id}
          question={question}
          options={batchSession.optionsOf(question)}
          answer={session.answers[question.id]}
          bilingual={show.bilingual}
          language={language}
          explanationOpen={show.explanationOpen}
          homeState={homeState}
          focusOnShow={session.moved}
          bilingualToggle={
            <button
              type="button"
              className="study-toggle"
              aria-pressed={show.bilingual}
              onClick={batchSession.toggleBilingual}
            >
              {t('bilingual')}
            </button>
          }
          onReadQuestion={batchSession.readQuestion}
          onOption={batchSession.chooseOption}
          onSpoken={batchSession.answerSpoken}
          onToggleExplanation={show.toggleExplanation}
        />
      </div>

      <p className="study-progress">{t('answeredCount', { answered: answeredCount, total: batch.length })}</p>
      {session.isLast && answeredCount === 0 && <p className="study-hint">{t('completeHint')}</p>}
      <p className="study-hint">{t('swipeHint')}</p>

      <StudyNav
        position={session.position}
        total={batch.length}
        answeredCount={answeredCount}
        ended={phase !== 'studying'}
        onGo={go}
        onComplete={batchSession.complete}
      />
      {batchSession.skippedDialog.open && (
        <SkippedDialog
          skipped={skipped}
          onComplete={batchSession.skippedDialog.complete}
          onAnswer={batchSession.skippedDialog.answer}
        />
      )}
    </div>
  );
}
