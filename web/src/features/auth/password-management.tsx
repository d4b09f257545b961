import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Tabs } from '../../ui/tabs';
import { ChangePasswordForm } from './change-password-form';
import { PasswordSuccess } from './password-success';
import { ResetPasswordForm } from './reset-password-form';

type PasswordTab = 'reset' | 'change';

export function PasswordManagement({ onBackToLogin }: { onBackToLogin: () => void }) {
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState<PasswordTab>('reset');
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  if (successMessage) return <PasswordSuccess message={successMessage} onReturnToLogin={onBackToLogin} />;

  return (
    <div className="stack">
      <h2>{t('password.title')}</h2>
      <Tabs
        label={t('password.tabsLabel')}
        items={[
          { key: 'reset', label: t('password.resetTab') },
          { key: 'change', label: t('password.changeTab') },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'reset' ? (
          <ResetPasswordForm onReset={setSuccessMessage} />
        ) : (
          <ChangePasswordForm onChanged={setSuccessMessage} />
        )}
      </Tabs>
      <Button variant="ghost" onClick={onBackToLogin}>
        {t('password.backToLogin')}
      </Button>
    </div>
  );
}
