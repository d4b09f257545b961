// Click-to-read (spec part 1 §9): the question twice, then the correct answer, 800 ms apart.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { questionReading, speakSequence, stopSpeaking } from '../../speech/speak-sequence';
import { isSpeechAvailable } from '../../speech/speech-engine';
import { toast } from '../../ui/toast-store';

/** Reads a question aloud; whatever is being read stops when the question changes or the screen closes. */
export function useReadQuestion(questionId: number) {
  const { t } = useTranslation('review');
  useEffect(() => () => stopSpeaking(), [questionId]);
  return useCallback(
    (questionText: string, correctAnswer: string) => {
      if (!isSpeechAvailable()) {
        toast({
          title: t('errors.speechUnavailable'),
          description: t('errors.speechUnavailableText'),
          variant: 'destructive',
        });
        return;
      }
      speakSequence(questionReading(questionText, correctAnswer));
    },
    [t],
  );
}
