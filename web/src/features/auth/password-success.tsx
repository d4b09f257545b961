import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';

export function PasswordSuccess({ message, onReturnToLogin }: { message: string; onReturnToLogin: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="stack">
      <h2>{t('password.successTitle')}</h2>
      <p className="lead" role="status">
        {message}
      </p>
      <Button block onClick={onReturnToLogin}>
        {t('password.returnToLogin')}
      </Button>
    </div>
  );
}
