// The first sign-in's welcome (/welcome, issue 31): three short steps with the same fields as
// Settings — which test (with the N-400 filing-date rule) and the interview date, state and district,
// the translation — then Home. Done or skipped, it is recorded as the synced setting `welcomeDone`, so no other device
// of the account shows it again (and the next account on this phone gets its own).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { updateSettings } from '../../db/learner-records';
import { request } from '../../lib/request';
import type { CurrentUser } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { paths } from '../../routes';
import { requestSync } from '../../sync/use-sync-engine';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { StepProgress } from '../../ui/step-progress';
import { toastSaveFailed } from './save-setting';
import { StateField, TestVersionField } from './account-fields';
import { DistrictField } from './district-field';
import { InterviewDateField } from './interview-date-field';
import { TranslationLanguageField } from './language-field';
import { useAccountUpdate } from './use-account-update';
import './settings.css';

const STEPS = ['test', 'place', 'translation'] as const;
type Step = (typeof STEPS)[number];

export function Screen() {
  const user = useCurrentUserStore((s) => s.user);
  if (!user) return null; // The guard renders this screen only with a user.
  return <Welcome user={user} />;
}

function Welcome({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const account = useAccountUpdate();
  const [index, setIndex] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const step: Step = STEPS[index]!;
  const last = index === STEPS.length - 1;

  const finish = async () => {
    setFinishing(true);
    try {
      await updateSettings(user.id, { studyModeSettings: { welcomeDone: true } });
    } catch (error) {
      toastSaveFailed(t('save.failed'), error);
      setFinishing(false);
      return;
    }
    // The next sign-in (here after signing out, or on another device) asks the server: written
    // through at once when online (the spec's own PUT, same server code); offline, the outbox brings it.
    await request('PUT', '/api/settings', { studyModeSettings: { welcomeDone: true } }).catch(() => undefined);
    void requestSync(true);
    void navigate(paths.home, { replace: true });
  };

  return (
    <main className="page welcome-page">
      <h1>{t('welcome.title')}</h1>
      <p className="lead">{t('welcome.intro')}</p>
      <Card className="welcome-card">
        <StepProgress
          current={index + 1}
          total={STEPS.length}
          label={t('welcome.progress', { current: index + 1, total: STEPS.length })}
          title={t(`welcome.steps.${step}.title`)}
        />
        <p>{t(`welcome.steps.${step}.text`)}</p>
        {step === 'test' && (
          <>
            <TestVersionField user={user} account={account} />
            <InterviewDateField userId={user.id} />
          </>
        )}
        {step === 'place' && (
          <>
            <StateField user={user} account={account} />
            <DistrictField user={user} account={account} />
          </>
        )}
        {step === 'translation' && <TranslationLanguageField userId={user.id} />}
        <div className="welcome-actions">
          {last ? (
            <Button block disabled={finishing || account.sending !== null} onClick={() => void finish()}>
              {t('welcome.finish')}
            </Button>
          ) : (
            <Button block disabled={account.sending !== null} onClick={() => setIndex(index + 1)}>
              {t('welcome.next')}
            </Button>
          )}
          {index > 0 && (
            <Button block variant="secondary" onClick={() => setIndex(index - 1)}>
              {t('welcome.back')}
            </Button>
          )}
          <Button block variant="ghost" disabled={finishing} onClick={() => void finish()}>
            {t('welcome.skip')}
          </Button>
        </div>
        <p className="field-hint">{t('welcome.later')}</p>
      </Card>
    </main>
  );
}
