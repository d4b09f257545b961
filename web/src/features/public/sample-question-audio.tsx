// How to use: a real question read aloud through the speech module, as listening practice reads it
// (the question, a pause, the answer), always in American English.
import { useEffect, useRef, useState } from 'react';
import { Square, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { READ_PAUSE_MS, speakSequence, type SpeechRun } from '../../speech/speak-sequence';
import { isSpeechAvailable, SPEECH_LANG } from '../../speech/speech-engine';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

/** Question 1 of both the 2008 and the 2025 test, so it is right whichever test the visitor takes. */
export const SAMPLE_QUESTION = 'What is the supreme law of the land?';
export const SAMPLE_ANSWER = 'The Constitution.';
const LISTENING_RATE = 0.85;

type Status = 'idle' | 'playing' | 'done' | 'unavailable';

export function SampleQuestionAudio() {
  const { t } = useTranslation('howToUse');
  const [status, setStatus] = useState<Status>('idle');
  const run = useRef<SpeechRun | null>(null);

  useEffect(() => () => run.current?.cancel(), []);

  const play = () => {
    if (!isSpeechAvailable()) {
      setStatus('unavailable');
      return;
    }
    setStatus('playing');
    const current = speakSequence([{ text: SAMPLE_QUESTION, pauseAfterMs: READ_PAUSE_MS }, { text: SAMPLE_ANSWER }], {
      rate: LISTENING_RATE,
      lang: SPEECH_LANG,
    });
    run.current = current;
    void current.done.then((outcome) => {
      if (run.current !== current) return;
      // Every utterance failed (no voice at all): say so rather than pretend it was read.
      setStatus(outcome.status === 'unavailable' || outcome.status === 'failed' ? 'unavailable' : 'done');
    });
  };
  const stop = () => {
    run.current?.cancel();
    run.current = null;
    setStatus('idle');
  };

  return (
    <Card title={t('audio.title')}>
      <p>{t('audio.text')}</p>
      <p>
        <strong>{t('audio.sampleLabel')}:</strong>{' '}
        <span lang="en" className="sample-question">
          {SAMPLE_QUESTION}
        </span>
      </p>
      <p>
        <strong>{t('audio.answerLabel')}:</strong> <span lang="en">{SAMPLE_ANSWER}</span>
      </p>
      {status === 'playing' ? (
        <Button variant="secondary" onClick={stop}>
          <Square aria-hidden="true" size={18} /> {t('audio.stop')}
        </Button>
      ) : (
        <Button onClick={play}>
          <Volume2 aria-hidden="true" size={20} /> {t('audio.play')}
        </Button>
      )}
      <p role="status" className="field-hint">
        {status === 'playing'
          ? t('audio.playing')
          : status === 'done'
            ? t('audio.done')
            : status === 'unavailable'
              ? t('audio.unavailable')
              : ''}
      </p>
    </Card>
  );
}
