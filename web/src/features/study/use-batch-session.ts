// One study batch's state (spec part 1 §2, §4): the plan fixed when it opens, the shared practice
// session, the answers, the clock, how it ends, and the moves between questions.
import { useCallback, useEffect, useState } from 'react';
import type { StoredQuestion } from '../../db/database';
import { STORAGE_KEYS, writeJson } from '../../lib/browser-storage';
import { usePracticeSession } from '../../lib/practice-session/use-practice-session';
import { useSwipe } from '../../lib/use-swipe';
import { stopSpeaking } from '../../speech/speak-sequence';
import { newShuffleSeed, shuffledOptions } from './option-order';
import { useQuestionShow } from './question-show';
import { batchAt, consumeStartFlags, nextBatchStart } from './study-bank';
import type { AnswerRecord } from './study-result-builder';
import { useStudyAnswers } from './use-study-answers';
import { useStudyClock } from './use-study-clock';
import { useStudyEnd } from './use-study-end';

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

export type BatchSessionProps = StudySessionProps & { start: number; onFirstAction: () => void };

/** Fixed for the whole session: where it starts, its size, its option order and its time limit. */
function planOf(props: BatchSessionProps) {
  const size = Math.min(props.perSession, props.bank.length - props.start);
  return {
    start: props.start,
    perSession: props.perSession,
    seed: newShuffleSeed(),
    limitSeconds: Math.min(props.timeLimitMinutes * 60, size * props.timePerQuestion),
  };
}

export function useBatchSession(props: BatchSessionProps) {
  const { userId, bank, onFirstAction } = props;
  const [plan] = useState(() => planOf(props));
  const batch = batchAt(bank, plan.start, plan.perSession);
  // Reading stops on a move in go() below, even to the question shown (the skipped dialog's Answer).
  const session = usePracticeSession<AnswerRecord>({ count: batch.length, lockAnswers: true });
  const show = useQuestionShow(session.position, props.autoBilingual);
  const question = batch[session.position];
  const optionsOf = useCallback((q: StoredQuestion) => shuffledOptions(q.options, q.id, plan.seed), [plan.seed]);
  const { phase, finish } = useStudyEnd({
    ...props,
    batch,
    answers: session.answers,
    optionsOf,
    startedAt: session.startedAt,
    nextStart: nextBatchStart(plan.start, plan.perSession, bank.length),
  });
  const studyAnswers = useStudyAnswers({ userId, question, session, open: phase === 'studying', onFirstAction });
  const [askingSkipped, setAskingSkipped] = useState(false);

  useEffect(() => {
    consumeStartFlags();
    // The results screen reads this key as "the learner turned translations on in study".
    writeJson(STORAGE_KEYS.bilingual, false);
    return () => stopSpeaking();
  }, []);

  const clock = useStudyClock(session.startedAt, plan.limitSeconds, phase === 'studying', () => finish('timeUp'));
  const go = (position: number) => {
    if (position < 0 || position >= batch.length) return;
    onFirstAction();
    stopSpeaking();
    session.go(position);
  };
  const swipe = useSwipe((direction) => go(session.position + (direction === 'left' ? 1 : -1)));
  const toggleBilingual = () => {
    writeJson(STORAGE_KEYS.bilingual, !show.bilingual);
    show.toggleBilingual();
  };
  const skipped = batch.filter((q) => !session.answers[q.id]);
  // Complete Study with questions left open says so first (skipped-dialog.tsx).
  const complete = () => (skipped.length > 0 ? setAskingSkipped(true) : finish('finishing'));
  const skippedDialog = {
    open: askingSkipped,
    complete: () => {
      setAskingSkipped(false);
      finish('finishing');
    },
    answer: () => {
      setAskingSkipped(false);
      go(batch.indexOf(skipped[0]!));
    },
  };
  const answeredCount = batch.length - skipped.length;
  return {
    ...studyAnswers,
    batch,
    session,
    show,
    question,
    optionsOf,
    phase,
    clock,
    go,
    swipe,
    toggleBilingual,
    skipped,
    answeredCount,
    complete,
    skippedDialog,
  };
}
