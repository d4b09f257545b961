// Settings (/settings, spec part 1 §2): the learner's language, account choices (test version,
// state), study and test settings, and the ways into study, results, listening and test mode.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionCount } from '../../db/content';
import { useLanguageStore } from '../../lib/language-store';
import { isAdmin, type CurrentUser } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { useMarkBackHub } from '../../lib/back-hub';
import { useHasFixedTest } from '../../lib/use-has-fixed-test';
import { paths } from '../../routes';
import { ApprovalNotice } from '../../ui/approval-notice';
import { ButtonLink } from '../../ui/button-link';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { AccountSection } from './account-section';
import { InterviewDateCard } from './interview-date-field';
import { RemindersCard } from './reminders-card';
import { StudyPanel } from './study-panel';
import { TextSizeField } from './text-size-field';
import { TestPanel } from './test-panel';
import { useAccountUpdate } from './use-account-update';
import { useSettingsDraft, type SaveStatus } from './use-settings-draft';
import { useStartActions } from './use-start-actions';
import './settings.css';

/** Test mode needs approval level 2 (spec part 1 §6); admins have every screen. */
const TEST_MODE_LEVEL = 2;

type TabKey = 'study' | 'test';

export function Screen() {
  const { t } = useTranslation('settings');
  const user = useCurrentUserStore((s) => s.user);
  useMarkBackHub('settings');
  if (!user) return null; // The guard renders this screen only with a user.
  const approved = isAdmin(user) || user.approvalLevel >= 1;
  return (
    <main className="page settings-page">
      <h1>{t('title')}</h1>
      {approved ? <SettingsForm user={user} /> : <ApprovalNotice />}
      {approved && <RemindersCard />}
      <section className="card stack" aria-labelledby="settings-comfort-title">
        <h2 id="settings-comfort-title">{t('textSize.title')}</h2>
        <TextSizeField />
        <p className="field-hint">{t('textSize.themeNote')}</p>
      </section>
      <AccountSection />
    </main>
  );
}

function SettingsForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  const canTest = isAdmin(user) || user.approvalLevel >= TEST_MODE_LEVEL;
  const draft = useSettingsDraft(user.id);
  const account = useAccountUpdate();
  // Level 1 with an assigned fixed test: the Test tab opens, for that test only.
  const hasFixedTest = useHasFixedTest(user.id);
  const fixedTestOnly = !canTest && hasFixedTest === true;
  const actions = useStartActions({ canTest, fixedTestOnly, flush: draft.flush });
  const available = useLiveQuery(() => questionCount(), []);
  const [tab, setTab] = useState<TabKey>('study');

  // The study screen reads the flag from the language store; the saved setting (here or pulled
  // from another device) is what it follows.
  const autoBilingual = draft.settings?.studyModeSettings.autoBilingual;
  useEffect(() => {
    if (autoBilingual !== undefined) useLanguageStore.getState().setAutoBilingual(autoBilingual);
  }, [autoBilingual]);

  if (!draft.settings) return <Spinner />;
  const panelProps = {
    user,
    settings: draft.settings,
    change: draft.change,
    account,
    available,
    actions,
    canTest,
    fixedTestOnly,
  };
  return (
    <div className="stack">
      {!canTest && (
        <Notice>
          {t('level1')} {/* A document load: /checkout's own CSP lets PayPal in (issue 21). */}
          <ButtonLink to={paths.checkout} reloadDocument variant="secondary">
            {tCommon('checkoutLink')}
          </ButtonLink>
        </Notice>
      )}
      <Tabs
        label={t('tabs.label')}
        items={[
          { key: 'study', label: t('tabs.study') },
          { key: 'test', label: canTest || fixedTestOnly ? t('tabs.test') : t('tabs.testLocked') },
        ]}
        selected={tab}
        onSelect={(key) => (key === 'test' && !canTest && !fixedTestOnly ? actions.refuseTest() : setTab(key))}
      >
        {tab === 'study' ? <StudyPanel {...panelProps} /> : <TestPanel {...panelProps} />}
      </Tabs>
      <SaveStatusLine status={draft.status} />
      {/* Drawn with the form, once its height is known: Home's #interview-date link scrolls to it. */}
      <InterviewDateCard userId={user.id} />
    </div>
  );
}

function SaveStatusLine({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('settings');
  const text = status === 'pending' ? t('save.pending') : status === 'saved' ? t('save.saved') : t('save.auto');
  return (
    <p className={`save-status save-status-${status}`} role="status">
      {text}
    </p>
  );
}
