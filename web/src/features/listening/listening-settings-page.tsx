// Listening practice settings (spec part 2 §2): how many questions, from which, how often each
// question and answer is read; the values stay in the browser and travel to the practice in its
// address, so it starts offline and survives a reload.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isWakeLockSupported } from '../../lib/wake-lock';
import { paths } from '../../routes';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { Stepper } from '../../ui/stepper';
import { VoiceNotice } from '../../ui/voice-notice';
import {
  LISTENING_RANGES,
  readListeningSettings,
  saveListeningSettings,
  settingsQuery,
  type ListeningSettings,
} from './listening-settings';
import '../../ui/practice.css';
import { PageHeader } from '../../ui/page-header';

const FIELDS = [
  ['count', 'settings.count'],
  ['start', 'settings.startFrom'],
  ['questionReads', 'settings.questionReads'],
  ['answerReads', 'settings.answerReads'],
] as const;

export function Screen() {
  const { t } = useTranslation(['listening', 'practice', 'screens']);
  const navigate = useNavigate();
  const [settings, setSettings] = useState(readListeningSettings);
  const update = (field: keyof ListeningSettings, value: number) => {
    const next = { ...settings, [field]: value };
    setSettings(next);
    saveListeningSettings(next);
  };
  const wakeLockSupported = isWakeLockSupported();

  return (
    <main className="page stack">
      <PageHeader title={t('screens:listeningPracticeSettings')} />
      <p className="lead">{t('settings.intro')}</p>
      <VoiceNotice />
      <Card>
        <div className="stack">
          {FIELDS.map(([field, label]) => (
            <Stepper
              key={field}
              label={t(label)}
              value={settings[field]}
              range={LISTENING_RANGES[field]}
              onChange={(v) => update(field, v)}
            />
          ))}
        </div>
      </Card>
      <Card title={t('practice:wakeLock.label')}>
        <Notice tone={wakeLockSupported ? 'success' : 'error'}>
          {t(wakeLockSupported ? 'practice:wakeLock.supported' : 'practice:wakeLock.unsupported')}
        </Notice>
      </Card>
      <Card title={t('settings.summaryTitle')}>
        <p>{t('settings.summary', { ...settings })}</p>
      </Card>
      <Button block onClick={() => void navigate(`${paths.listeningPractice}${settingsQuery(settings)}`)}>
        {t('settings.start')}
      </Button>
      <ButtonLink block variant="secondary" to={`${paths.listeningPracticeSimple}${settingsQuery(settings)}`}>
        {t('settings.simple')}
      </ButtonLink>
      <Card title={t('settings.otherPractice')}>
        <div className="stack">
          <ButtonLink block variant="secondary" to={paths.visualReadingPractice}>
            {t('settings.visualReading')}
          </ButtonLink>
          <ButtonLink block variant="secondary" to={paths.readingPractice}>
            {t('settings.manualReading')}
          </ButtonLink>
          <ButtonLink block variant="secondary" to={paths.englishPractice}>
            {t('settings.englishPractice')}
          </ButtonLink>
        </div>
      </Card>
    </main>
  );
}
