// The officer reads each question aloud as it appears (slower on request; for a 65/20 learner first
// in their language if they asked), and stops when the learner answers or moves on.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import { speakText, stopSpeaking } from '../../speech/speak-sequence';
import { isSpeechAvailable, speechEngine, STUDY_SPEECH_RATE } from '../../speech/speech-engine';
import { toast } from '../../ui/toast-store';

export type FirstReading = { lang: string; language: string } | null;

/** `shown`: the question waiting for an answer (none while its feedback or the result shows). */
export function useInterviewReading(shown: StoredQuestion | undefined, firstReading: FirstReading) {
  const { t } = useTranslation('interview');

  const read = (current: StoredQuestion, manual: boolean, rate = STUDY_SPEECH_RATE, withTranslation = false) => {
    if (!isSpeechAvailable()) {
      if (manual)
        toast({ title: t('speechUnavailable'), description: t('speechUnavailableText'), variant: 'destructive' });
      return;
    }
    const translated = firstReading ? current.translations[firstReading.language]?.questionText : undefined;
    if (!withTranslation || !translated || !firstReading || speechEngine().hasVoice?.(firstReading.lang) === false) {
      speakText(current.questionText, { rate });
      return;
    }
    // In the learner's language first, then in English as the officer asks it; moving on cancels both.
    void speakText(translated, { rate, lang: firstReading.lang }).done.then(({ status }) => {
      if (status !== 'cancelled') speakText(current.questionText, { rate });
    });
  };

  // This stop, not the practice session's, as it also ends the reading when an answer is given.
  useEffect(() => {
    if (shown) read(shown, false, STUDY_SPEECH_RATE, true);
    return () => stopSpeaking();
    // Read each new question once as it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown?.id]);

  return read;
}
