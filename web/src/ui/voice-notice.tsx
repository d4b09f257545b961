// Says so when the device has no English voice: nothing could be read aloud.
import { useTranslation } from 'react-i18next';
import { useEnglishVoice } from '../speech/use-english-voice';
import { Notice } from './notice';

export function VoiceNotice() {
  const { t } = useTranslation('practice');
  const voice = useEnglishVoice();
  return voice === 'missing' ? <Notice tone="error">{t('voice.missing')}</Notice> : null;
}
