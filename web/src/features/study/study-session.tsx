// A study session (spec part 1 §2, §4): one batch, one question at a time, with arrows and swipes,
// a counter, the clock, click-to-read, instant feedback, Complete Study and Time's Up.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import { STORAGE_KEYS, writeJson } from '../../lib/browser-storage';
import { usePracticeSession } from '../../lib/practice-session/use-practice-session';
import { useSwipe } from '../../lib/use-swipe';
import { stopSpeaking } from '../../speech/speak-sequence';
import { useBackTarget } from '../../ui/back-link';
import { QuestionChrome } from '../../ui/question-chrome';
import { newShuffleSeed, shuffledOptions } from './option-order';
import { QuestionView } from './question-view';
import { useQuestionShow } from './question-show';
import { SkippedDialog } from './skipped-dialog';
import { StudyNav } from './study-nav';
import {
  batchAt,
  consumeStartFlags,
  nextBatchStart,
  NO_START_FLAGS,
  readStartFlags,
  startIndex,
  startsAtSavedBatch,
} from './study-bank';
import type { AnswerRecord } from './study-result-builder';
import { TimeUpEmpty } from './time-up-empty';
import { useStudyAnswers } from './use-study-answers';
import { StudyTimes } from './study-times';
import { useStudyClock } from './use-study-clock';
import { useStudyEnd } from './use-study-end';

export { COMPLETE_REDIRECT_MS, TIME_UP_REDIRECT_MS } from './use-study-end';

export interface StudySessionProps {
  userId: number;
  bank: StoredQuestion[];
  perSession: number;
  savedIndex: number;
  timePerQuestion: number;
  timeLimitMinutes: number;
  language: string;
  autoBilingual: boolean;
  categoryFilters: number[];
  homeState: string;
}

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

function BatchSession(props: StudySessionProps & { start: number; onFirstAction: () => void }) {
  const { userId, bank, language, homeState, onFirstAction } = props;
  const { t } = useTranslation('study');

  // Fixed for the whole session.
  const [plan] = useState(() => {
    const start = props.start;
    const size = Math.min(props.perSession, bank.length - start);
    return {
      start,
      perSession: props.perSession,
      seed: newShuffleSeed(),
      limitSeconds: Math.min(props.timeLimitMinutes * 60, size * props.timePerQuestion),
    };
  });
  const batch = batchAt(bank, plan.start, plan.perSession);
  // Reading stops on a move in go() below, even to the question shown (the skipped dialog's Answer).
  const session = usePracticeSession<AnswerRecord>({ count: batch.length, lockAnswers: true });
  const show = useQuestionShow(session.position, props.autoBilingual);
  const question = batch[session.position];
  const optionsOf = useCallback((q: StoredQuestion) => shuffledOptions(q.options, q.id, plan.seed), [plan.seed]);
  const answeredCount = batch.filter((q) => session.answers[q.id]).length;
  const { phase, finish } = useStudyEnd({
    ...props,
    batch,
    answers: session.answers,
    optionsOf,
    startedAt: session.startedAt,
    nextStart: nextBatchStart(plan.start, plan.perSession, bank.length),
  });
  const { readQuestion, chooseOption, answerSpoken } = useStudyAnswers({
    userId,
    question,
    session,
    open: phase === 'studying',
    onFirstAction,
  });
  const [askingSkipped, setAskingSkipped] = useState(false);

  useEffect(() => {
    consumeStartFlags();
    // The results screen reads this key as "the learner turned translations on in study".
    writeJson(STORAGE_KEYS.bilingual, false);
    return () => stopSpeaking();
  }, []);

  const back = useBackTarget();
  const clock = useStudyClock(session.startedAt, plan.limitSeconds, phase === 'studying', () => finish('timeUp'));

  const go = (position: number) => {
    if (position < 0 || position >= batch.length) return;
    onFirstAction();
    stopSpeaking();
    session.go(position);
  };

  const swipe = useSwipe((direction) => go(session.position + (direction === 'left' ? 1 : -1)));
  if (!question) return null;
  if (phase === 'timeUp' && answeredCount === 0) return <TimeUpEmpty />;

  const toggleBilingual = () => {
    writeJson(STORAGE_KEYS.bilingual, !show.bilingual);
    show.toggleBilingual();
  };

  const { isLast } = session;
  const ended = phase !== 'studying';
  const skipped = batch.filter((q) => !session.answers[q.id]);
  // Complete Study with questions left open says so first (skipped-dialog.tsx).
  const complete = () => (skipped.length > 0 ? setAskingSkipped(true) : finish('finishing'));

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

      <div className="study-swipe-area" {...swipe}>
        <QuestionView
          key={question.id}
          question={question}
          options={optionsOf(question)}
          answer={session.answers[question.id]}
          bilingual={show.bilingual}
          language={language}
          explanationOpen={show.explanationOpen}
          homeState={homeState}
          focusOnShow={session.moved}
          bilingualToggle={
            <button type="button" className="study-toggle" aria-pressed={show.bilingual} onClick={toggleBilingual}>
              {t('bilingual')}
            </button>
          }
          onReadQuestion={readQuestion}
          onOption={chooseOption}
          onSpoken={answerSpoken}
          onToggleExplanation={show.toggleExplanation}
        />
      </div>

      <p className="study-progress">{t('answeredCount', { answered: answeredCount, total: batch.length })}</p>
      {isLast && answeredCount === 0 && <p className="study-hint">{t('completeHint')}</p>}
      <p className="study-hint">{t('swipeHint')}</p>

      <StudyNav
        position={session.position}
        total={batch.length}
        answeredCount={answeredCount}
        ended={ended}
        onGo={go}
        onComplete={complete}
      />
      {askingSkipped && (
        <SkippedDialog
          skipped={skipped}
          onComplete={() => {
            setAskingSkipped(false);
            finish('finishing');
          }}
          onAnswer={() => {
            setAskingSkipped(false);
            go(batch.indexOf(skipped[0]!));
          }}
        />
      )}
    </div>
  );
}
