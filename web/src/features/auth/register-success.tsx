import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';

interface RegisterSuccessProps {
  username: string;
  onVerifyEmail: () => void;
  onReturnToLogin: () => void;
}

export function RegisterSuccess({ username, onVerifyEmail, onReturnToLogin }: RegisterSuccessProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="stack">
      <h2>{t('register.successTitle')}</h2>
      <p className="lead">{t('register.successText')}</p>
      <p>{t('register.successUsername', { username })}</p>
      <p>{t('register.successVerifyHint')}</p>
      <Button block onClick={onVerifyEmail}>
        {t('register.verifyEmail')}
      </Button>
      <Button block variant="secondary" onClick={onReturnToLogin}>
        {t('register.returnToLogin')}
      </Button>
    </div>
  );
}
