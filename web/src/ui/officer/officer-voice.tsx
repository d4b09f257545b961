// The officer's voice: the question read in American English at the normal rate or slower, through
// the app's speech module (a voice on the device first, so it works offline where one exists).
import { Volume2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOW_SPEECH_RATE } from '../../speech/interview-voices';
import { speakText, stopSpeaking } from '../../speech/speak-sequence';
import { STUDY_SPEECH_RATE } from '../../speech/speech-engine';
import { useEnglishVoice } from '../../speech/use-english-voice';
import './officer.css';
import { Button } from '../button';

export function OfficerVoice({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation('n400');
  const voice = useEnglishVoice();
  useEffect(() => () => stopSpeaking(), [text]);
  // Where the device has no English voice, the buttons stay (a voice may arrive) and the page says so.
  return (
    <div className="n400-listen">
      {voice === 'missing' && <p className="n400-meta">{t('noVoice')}</p>}
      <Button variant="secondary" onClick={() => speakText(text, { rate: STUDY_SPEECH_RATE })} aria-label={label}>
        <Volume2 size={18} aria-hidden="true" /> {label ?? t('listen')}
      </Button>
      {!label && (
        <Button variant="ghost" onClick={() => speakText(text, { rate: SLOW_SPEECH_RATE })}>
          {t('listenSlower')}
        </Button>
      )}
    </div>
  );
}
