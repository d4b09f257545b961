// The page line about the microphone and privacy: where recognition runs, and that no audio is
// stored or sent to our server.
import { Mic, MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecognitionPlace } from '../../speech/speech-recognition';

export function RecognitionNote({ place, offline }: { place: RecognitionPlace; offline: boolean }) {
  const { t } = useTranslation('speak');
  const Icon = place === 'none' ? MicOff : Mic;
  const text =
    place === 'device'
      ? t('privacyDevice')
      : place === 'network'
        ? t('privacyNetwork')
        : offline
          ? t('privacyOffline')
          : t('privacyNone');
  return (
    <p className="interview-recognition-note" data-testid="recognition-note" data-place={place}>
      <Icon size={16} aria-hidden="true" className="icon-inline" /> {text}
    </p>
  );
}
