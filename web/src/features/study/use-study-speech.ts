// Study's read-aloud (spec part 1 §8): says when the browser cannot speak, and when a reading fails.
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpeechRun } from '../../speech/speak-sequence';
import { isSpeechAvailable } from '../../speech/speech-engine';
import { toast } from '../../ui/toast-store';

export function useStudySpeech() {
  const { t } = useTranslation('study');
  const speech = useRef<SpeechRun | null>(null);
  return useCallback(
    (start: () => SpeechRun) => {
      if (!isSpeechAvailable()) {
        toast({ title: t('speechUnavailable'), description: t('speechUnavailableText'), variant: 'destructive' });
        return;
      }
      const run = start();
      speech.current = run;
      void run.done.then(({ status }) => {
        // Only the reading still current: one replaced by another was cancelled, not failed.
        if (status === 'failed' && speech.current === run)
          toast({ title: t('speechFailed'), description: t('speechFailedText'), variant: 'destructive' });
      });
    },
    [t],
  );
}
