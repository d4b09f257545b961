// One listening practice on a screen: the questions from the device, the running loop, the
// wake lock held while it runs, and why it stopped when it did not stop by the learner's hand.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionsInOrder } from '../../db/content';
import { useBilingualDisplay } from '../../lib/use-bilingual-display';
import { useWakeLock } from '../../lib/use-wake-lock';
import type { WakeLockState } from '../../lib/wake-lock';
import { toast } from '../../ui/toast-store';
import { startListening, type ListeningEnd, type ListeningPosition, type ListeningRun } from './listening-loop';
import type { ListeningSettings } from './listening-settings';
import { practiceQuestions, type PracticeQuestion } from './practice-questions';

export interface ListeningPractice {
  questions: PracticeQuestion[] | undefined;
  running: boolean;
  position: ListeningPosition | null;
  ended: Exclude<ListeningEnd, 'stopped'> | null;
  wakeLock: WakeLockState;
  start(): void;
  stop(): void;
}

export function useListeningPractice(settings: ListeningSettings): ListeningPractice {
  const { t } = useTranslation('practice');
  const bank = useLiveQuery(() => questionsInOrder(), []);
  // The translation shows while the English is read (issue 31), as on every screen that promises it.
  const { bilingual, language } = useBilingualDisplay();
  const shown = bilingual ? language : 'none';
  const questions = useMemo(
    () => bank && practiceQuestions(bank, settings.start, settings.count, shown),
    [bank, settings.start, settings.count, shown],
  );
  const [running, setRunning] = useState(false);
  const [position, setPosition] = useState<ListeningPosition | null>(null);
  const [ended, setEnded] = useState<ListeningPractice['ended']>(null);
  const run = useRef<ListeningRun | null>(null);
  const wakeLock = useWakeLock(running);

  const stop = useCallback(() => {
    run.current?.stop();
    run.current = null;
    setRunning(false);
  }, []);

  const start = useCallback(() => {
    if (!questions || questions.length === 0) {
      toast({ title: t('errors.noQuestionsTitle'), description: t('errors.noQuestionsText'), variant: 'destructive' });
      return;
    }
    run.current?.stop();
    setEnded(null);
    setRunning(true);
    run.current = startListening(questions, {
      questionReads: settings.questionReads,
      answerReads: settings.answerReads,
      onPosition: setPosition,
      onEnd: (reason) => {
        run.current = null;
        setRunning(false);
        setEnded(reason);
      },
    });
  }, [questions, settings.questionReads, settings.answerReads, t]);

  // Leaving the screen stops the reading and lets the screen sleep again.
  useEffect(() => () => run.current?.stop(), []);

  return { questions, running, position, ended, wakeLock, start, stop };
}
