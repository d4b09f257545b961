// The test's read-aloud (spec part 1 §8, §9): two free automatic reads when the test opens, one
// after each move, and the learner's own reads counted against the read count per question.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speakText, stopSpeaking } from '../../speech/speak-sequence';
import { isSpeechAvailable } from '../../speech/speech-engine';
import { toast } from '../../ui/toast-store';
import type { TestQuestion } from './question-set';

export const FIRST_READ_MS = 1_500;
export const SECOND_READ_MS = 4_000;
export const NAV_READ_MS = 300;

export function useTestReads(questions: TestQuestion[], readCount: number) {
  const { t } = useTranslation('test');
  const readLimit = Math.max(1, readCount);
  const [readsUsed, setReadsUsed] = useState<Record<number, number>>({});
  const reads = useRef<Record<number, number>>({});
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  const read = useCallback(
    (index: number, auto: boolean) => {
      const target = questions[index];
      if (!target) return;
      if (!isSpeechAvailable()) {
        // The spec's words for a read asked for where the browser has no speech synthesis (part 1 §8).
        if (!auto)
          toast({
            title: t('errors.speechNotSupported'),
            description: t('errors.speechUnavailableText'),
            variant: 'destructive',
          });
        return;
      }
      // The two automatic reads are free: the read count is what the learner may ask for.
      if (auto) {
        speakText(target.question.questionText);
        return;
      }
      const used = reads.current[target.question.id] ?? 0;
      if (used >= readLimit) {
        toast({ title: t('errors.noReads'), description: t('errors.noReadsText') });
        return;
      }
      reads.current = { ...reads.current, [target.question.id]: used + 1 };
      setReadsUsed(reads.current);
      speakText(target.question.questionText);
    },
    [questions, readLimit, t],
  );

  /** Stops what is being read and what was about to be. */
  const silence = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
    stopSpeaking();
  }, []);

  useEffect(() => {
    timers.current.push(setTimeout(() => read(0, true), FIRST_READ_MS));
    if (readLimit > 1) timers.current.push(setTimeout(() => read(0, true), SECOND_READ_MS));
    return silence;
    // Once, when the test opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The automatic read after a move to another question. */
  const readAfterMove = (index: number) => {
    silence();
    timers.current.push(setTimeout(() => read(index, true), NAV_READ_MS));
  };

  const readsLeft = (questionId: number) => Math.max(0, readLimit - (readsUsed[questionId] ?? 0));
  return { read, silence, readAfterMove, readsLeft };
}
