// How a study session ends (spec part 1 §4, §9): Complete Study or Time's Up saves the result and,
// a moment later, opens the results screen, unless the learner already left on their own.
import type { OptionDto } from '@civics/sync-protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { StoredQuestion } from '../../db/database';
import { paths } from '../../routes';
import { stopSpeaking } from '../../speech/speak-sequence';
import { toast } from '../../ui/toast-store';
import type { SessionPhase } from './question-show';
import { saveStudySession } from './save-study';
import { buildStudyResult, type AnswerRecord } from './study-result-builder';
import { secondsSince } from './use-study-clock';

/** Spec part 1 §9: the delays before the results screen. */
export const COMPLETE_REDIRECT_MS = 100;
export const TIME_UP_REDIRECT_MS = 3_000;

interface StudyEndInput {
  userId: number;
  batch: readonly StoredQuestion[];
  answers: Readonly<Record<number, AnswerRecord>>;
  optionsOf: (question: StoredQuestion) => OptionDto[];
  startedAt: number;
  language: string;
  categoryFilters: number[];
  /** Where the next session starts once this one is completed (Time's Up keeps the batch). */
  nextStart: number;
  onFirstAction: () => void;
}

export function useStudyEnd(input: StudyEndInput) {
  const { t } = useTranslation('study');
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SessionPhase>('studying');
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      // The learner left on their own (Back to Settings): no redirect to the results afterwards.
      unmounted.current = true;
      clearTimeout(leaveTimer.current);
    };
  }, []);

  const finish = (end: Exclude<SessionPhase, 'studying'>) => {
    if (phase !== 'studying') return;
    const { userId, batch, answers, language, categoryFilters } = input;
    input.onFirstAction();
    setPhase(end);
    stopSpeaking();
    // Nothing answered when the time ran out: nothing to save or score (TimeUpEmpty says so).
    if (end === 'timeUp' && !batch.some((q) => answers[q.id])) return;
    const result = buildStudyResult({
      batch,
      answers,
      optionsOf: input.optionsOf,
      elapsedSeconds: secondsSince(input.startedAt),
      completed: end === 'finishing',
      language,
    });
    const nextBatchStart = end === 'finishing' ? input.nextStart : undefined;
    const saved = saveStudySession({ userId, result, categoryFilters, language, nextBatchStart }).catch(() =>
      toast({ title: t('saveFailed'), description: t('saveFailedText'), variant: 'destructive' }),
    );
    const delay = end === 'timeUp' ? TIME_UP_REDIRECT_MS : COMPLETE_REDIRECT_MS;
    void saved.then(() => {
      if (!unmounted.current) leaveTimer.current = setTimeout(() => void navigate(paths.studyResults), delay);
    });
  };

  return { phase, finish };
}
