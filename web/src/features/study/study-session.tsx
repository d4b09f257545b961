// A study session (spec part 1 §2, §4): one batch, one question at a time, with arrows and swipes,
// a counter, the clock, click-to-read, instant feedback, Complete Study and Time's Up.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OptionDto } from '@civics/sync-protocol';
import type { StoredQuestion } from '../../db/database';
import { recordAnswer } from '../../db/learner-records';
import { STORAGE_KEYS, writeJson } from '../../lib/browser-storage';
import { useSwipe } from '../../lib/use-swipe';
import { paths } from '../../routes';
import { isSpeechAvailable } from '../../speech/speech-engine';
import { questionReading, speakSequence, speakText, stopSpeaking, type SpeechRun } from '../../speech/speak-sequence';
import { useBackTarget } from '../../ui/back-link';
import { QuestionChrome } from '../../ui/question-chrome';
import { LIMITS } from '@civics/sync-protocol/constants';
import type { SpokenResult } from '../../ui/spoken/spoken-result';
import { toast } from '../../ui/toast-store';
import { newShuffleSeed, shuffledOptions } from './option-order';
import { QuestionView } from './question-view';
import { saveStudySession } from './save-study';
import { initialSessionState, sessionReducer } from './session-state';
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
import { answerRecord, buildStudyResult, type AnswerRecord } from './study-result-builder';
import { TimeUpEmpty } from './time-up-empty';
import { StudyTimes } from './study-times';
import { secondsSince, useStudyClock } from './use-study-clock';

/** Spec part 1 §9: the delays before the results screen. */
export const COMPLETE_REDIRECT_MS = 100;
export const TIME_UP_REDIRECT_MS = 3_000;

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
  const { userId, bank, language, categoryFilters, homeState, onFirstAction } = props;
  const { t } = useTranslation('study');
  const navigate = useNavigate();

  // Fixed for the whole session.
  const [plan] = useState(() => {
    const start = props.start;
    const size = Math.min(props.perSession, bank.length - start);
    return {
      start,
      startedAt: Date.now(),
      perSession: props.perSession,
      seed: newShuffleSeed(),
      limitSeconds: Math.min(props.timeLimitMinutes * 60, size * props.timePerQuestion),
    };
  });
  const batch = batchAt(bank, plan.start, plan.perSession);
  const [state, dispatch] = useReducer(sessionReducer, props.autoBilingual, (auto) =>
    initialSessionState(auto, Date.now()),
  );
  const question = batch[Math.min(state.position, batch.length - 1)];
  const optionsOf = useCallback((q: StoredQuestion) => shuffledOptions(q.options, q.id, plan.seed), [plan.seed]);
  const answeredCount = batch.filter((q) => state.answers[q.id]).length;
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unmounted = useRef(false);
  const speech = useRef<SpeechRun | null>(null);
  const [askingSkipped, setAskingSkipped] = useState(false);

  useEffect(() => {
    consumeStartFlags();
    // The results screen reads this key as "the learner turned translations on in study".
    writeJson(STORAGE_KEYS.bilingual, false);
    unmounted.current = false;
    return () => {
      // The learner left on their own (Back to Settings): no redirect to the results afterwards.
      unmounted.current = true;
      clearTimeout(leaveTimer.current);
      stopSpeaking();
    };
  }, []);

  const finish = (phase: 'finishing' | 'timeUp') => {
    if (state.phase !== 'studying') return;
    onFirstAction();
    dispatch({ type: 'end', phase });
    stopSpeaking();
    // Nothing answered when the time ran out: nothing to save or score (TimeUpEmpty says so).
    if (phase === 'timeUp' && answeredCount === 0) return;
    const result = buildStudyResult({
      batch,
      answers: state.answers,
      optionsOf,
      elapsedSeconds: secondsSince(plan.startedAt),
      completed: phase === 'finishing',
      language,
    });
    const saved = saveStudySession({
      userId,
      result,
      categoryFilters,
      language,
      nextBatchStart: phase === 'finishing' ? nextBatchStart(plan.start, plan.perSession, bank.length) : undefined,
    }).catch(() => toast({ title: t('saveFailed'), description: t('saveFailedText'), variant: 'destructive' }));
    const delay = phase === 'timeUp' ? TIME_UP_REDIRECT_MS : COMPLETE_REDIRECT_MS;
    void saved.then(() => {
      if (!unmounted.current) leaveTimer.current = setTimeout(() => void navigate(paths.studyResults), delay);
    });
  };

  const back = useBackTarget();
  const clock = useStudyClock(plan.startedAt, plan.limitSeconds, state.phase === 'studying', () => finish('timeUp'));

  const go = (position: number) => {
    if (position < 0 || position >= batch.length) return;
    onFirstAction();
    stopSpeaking();
    dispatch({ type: 'go', position, now: Date.now() });
  };

  const speak = (start: () => SpeechRun) => {
    if (!isSpeechAvailable()) {
      toast({ title: t('speechUnavailable'), description: t('speechUnavailableText'), variant: 'destructive' });
      return;
    }
    const run = start();
    speech.current = run;
    void run.done.then(({ status }) => {
      if (status === 'failed' && speech.current === run)
        toast({ title: t('speechFailed'), description: t('speechFailedText'), variant: 'destructive' });
    });
  };

  const swipe = useSwipe((direction) => go(state.position + (direction === 'left' ? 1 : -1)));
  if (!question) return null;
  if (state.phase === 'timeUp' && answeredCount === 0) return <TimeUpEmpty />;

  const readQuestion = () => {
    const correct = question.options.find((o) => o.id === question.correctOptionId);
    speak(() =>
      speakSequence(correct ? questionReading(question.questionText, correct.text) : [{ text: question.questionText }]),
    );
  };

  const chooseOption = (option: OptionDto) => {
    speak(() => speakText(option.text));
    if (state.phase !== 'studying' || state.answers[question.id]) return;
    keepAnswer(answerRecord(question, option, state.shownAt));
  };

  const keepAnswer = (record: AnswerRecord) => {
    onFirstAction();
    dispatch({ type: 'answer', questionId: question.id, record });
    // Stored at once, so closing the app mid-session loses nothing. A near miss said out loud
    // ("Almost") is FSRS Hard, as in the interview.
    const hard = record.spoken?.verdict === 'almost' ? { rating: 'hard' as const } : {};
    // The words heard are kept with the answer, as the interview keeps them (issue 30).
    const heard = record.spoken?.given ? { given: record.spoken.given.slice(0, LIMITS.givenAnswerMax) } : {};
    void recordAnswer(userId, {
      questionId: question.id,
      isCorrect: record.isCorrect,
      studyTime: record.studyTime,
      ...hard,
      ...heard,
    }).catch(() => toast({ title: t('saveFailed'), description: t('saveFailedText'), variant: 'destructive' }));
  };

  const answerSpoken = (spoken: SpokenResult) => {
    if (state.phase !== 'studying' || state.answers[question.id]) return;
    stopSpeaking();
    const right = spoken.verdict !== 'wrong';
    keepAnswer({
      ...answerRecord(question, null, state.shownAt),
      optionId: right ? question.correctOptionId : '',
      isCorrect: right,
      spoken,
    });
  };

  const toggleBilingual = () => {
    writeJson(STORAGE_KEYS.bilingual, !state.bilingual);
    dispatch({ type: 'toggleBilingual' });
  };

  const isLast = state.position === batch.length - 1;
  const ended = state.phase !== 'studying';
  const skipped = batch.filter((q) => !state.answers[q.id]);
  // Complete Study with questions left open says so first (skipped-dialog.tsx).
  const complete = () => (skipped.length > 0 ? setAskingSkipped(true) : finish('finishing'));

  return (
    <div className="study-session">
      {state.phase === 'timeUp' && (
        // Said on the screen before it leaves for the results (issue 22), not only in a passing toast.
        <div className="study-time-up" role="alert">
          <p className="study-time-up-title">{t('timeUp')}</p>
          <p>{t('timeUpUnanswered', { count: skipped.length })}</p>
        </div>
      )}
      <QuestionChrome
        current={state.position + 1}
        total={batch.length}
        counterText={t('counter', { current: state.position + 1, total: batch.length })}
        counterLabel={t('counterLabel', { current: state.position + 1, total: batch.length })}
        back={back}
        time={<StudyTimes elapsedSeconds={clock.elapsedSeconds} remainingSeconds={clock.remainingSeconds} />}
      />

      <div className="study-swipe-area" {...swipe}>
        <QuestionView
          key={question.id}
          question={question}
          options={optionsOf(question)}
          answer={state.answers[question.id]}
          bilingual={state.bilingual}
          language={language}
          explanationOpen={state.explanationOpen}
          homeState={homeState}
          focusOnShow={state.moved}
          bilingualToggle={
            <button type="button" className="study-toggle" aria-pressed={state.bilingual} onClick={toggleBilingual}>
              {t('bilingual')}
            </button>
          }
          onReadQuestion={readQuestion}
          onOption={chooseOption}
          onSpoken={answerSpoken}
          onToggleExplanation={() => dispatch({ type: 'toggleExplanation' })}
        />
      </div>

      <p className="study-progress">{t('answeredCount', { answered: answeredCount, total: batch.length })}</p>
      {isLast && answeredCount === 0 && <p className="study-hint">{t('completeHint')}</p>}
      <p className="study-hint">{t('swipeHint')}</p>

      <StudyNav
        position={state.position}
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
