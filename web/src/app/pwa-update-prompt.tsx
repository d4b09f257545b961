// Registers the service worker; when a new version waits, asks before reloading (DESIGN.md §6).
// The prompt takes focus when it appears, so keyboard and screen-reader users meet it at once.
import { useEffect, useId, useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

export function PwaUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return <UpdatePrompt onUpdate={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />;
}

/** The prompt itself, apart from the service worker so it can be tested. */
export function UpdatePrompt({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  const textId = useId();
  const update = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    update.current?.focus();
  }, []);
  return (
    <div className="update-prompt" role="alertdialog" aria-label={t('pwa.updateTitle')} aria-describedby={textId}>
      <p id={textId}>{t('pwa.updateText')}</p>
      <Button ref={update} onClick={onUpdate}>
        {t('pwa.reload')}
      </Button>
      <Button variant="secondary" onClick={onLater}>
        {t('pwa.later')}
      </Button>
    </div>
  );
}
