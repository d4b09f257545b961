// Registers the service worker; when a new version waits, asks before reloading (DESIGN.md §6).
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

export function PwaUpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-label={t('pwa.updateTitle')}>
      <p>{t('pwa.updateText')}</p>
      <Button onClick={() => void updateServiceWorker(true)}>{t('pwa.reload')}</Button>
      <Button variant="secondary" onClick={() => setNeedRefresh(false)}>
        {t('pwa.later')}
      </Button>
    </div>
  );
}
