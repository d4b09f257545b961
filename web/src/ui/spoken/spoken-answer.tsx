// Answering out loud: the learner taps the microphone (the browser asks for it only then), speaks,
// sees the words as they are recognized, and the text is graded on the device. Recognition on the
// device is preferred (Chrome's en-US pack is downloaded at the first tap where it can be); without
// usable recognition, or when it fails, the learner answers aloud and marks themself.
import { Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verdict } from '../../lib/answer-grading';
import { stopSpeaking } from '../../speech/speak-sequence';
import { SPEECH_LANG } from '../../speech/speech-engine';
import {
  recognitionEngine,
  usablePlace,
  type ListenSession,
  type RecognitionSupport,
} from '../../speech/speech-recognition';
import { Button } from '../button';
import { Notice } from '../notice';
import { Spinner } from '../spinner';
import { RecognitionNote } from './recognition-note';
import { SelfMark } from './self-mark';
import './spoken.css';

interface Props {
  support: RecognitionSupport | null;
  recheck: () => void;
  online: boolean;
  accepted: string[];
  onHeard: (text: string) => void;
  onSelfMark: (verdict: Verdict) => void;
  /** The microphone was refused: the learner types instead. */
  onDenied: () => void;
}

export function SpokenAnswer({ support, recheck, online, accepted, onHeard, onSelfMark, onDenied }: Props) {
  const { t } = useTranslation('speak');
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [problem, setProblem] = useState<'noSpeech' | 'failed' | null>(null);
  const [installing, setInstalling] = useState(false);
  const session = useRef<ListenSession | null>(null);
  useEffect(() => () => session.current?.cancel(), []);

  if (!support) return <Spinner label={t('micChecking')} />;
  const place = problem === 'failed' ? 'none' : usablePlace(support, online);
  if (place === 'none') {
    return (
      <>
        <RecognitionNote place="none" offline={support.place === 'network' && !online} />
        {problem === 'failed' && <Notice tone="error">{t('micFailed')}</Notice>}
        <SelfMark accepted={accepted} onMark={onSelfMark} />
      </>
    );
  }

  const start = () => {
    stopSpeaking();
    setProblem(null);
    setInterim('');
    const engine = recognitionEngine();
    // The learner's tap is the moment to fetch the on-device pack: this answer goes through the
    // network, the next ones stay on the device.
    if (support.installable && online && engine.install && !installing) {
      setInstalling(true);
      void engine.install(SPEECH_LANG).then((ok) => ok && recheck());
    }
    const listen = engine.listen({ onDevice: place === 'device', onInterim: setInterim });
    session.current = listen;
    setListening(true);
    void listen.done.then((outcome) => {
      if (session.current !== listen) return;
      session.current = null;
      setListening(false);
      if (outcome.status === 'heard') onHeard(outcome.text);
      else if (outcome.status === 'denied') onDenied();
      else if (outcome.status === 'no-speech') setProblem('noSpeech');
      else if (outcome.status !== 'cancelled') setProblem('failed');
    });
  };

  return (
    <div className="interview-speak">
      <RecognitionNote place={place} offline={false} />
      {installing && place !== 'device' && <p className="interview-recognition-note">{t('micInstalling')}</p>}
      {problem === 'noSpeech' && <Notice>{t('micNoSpeech')}</Notice>}
      {listening ? (
        <>
          <p className="interview-listening">{t('micListening')}</p>
          <p className="interview-interim" aria-live="polite" lang="en" data-testid="interim-text">
            {interim}
          </p>
          <Button onClick={() => session.current?.stop()}>
            <Square size={18} aria-hidden="true" /> {t('micStop')}
          </Button>
        </>
      ) : (
        <Button className="interview-mic" onClick={start}>
          <Mic size={20} aria-hidden="true" /> {t('micStart')}
        </Button>
      )}
    </div>
  );
}
