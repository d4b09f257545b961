// The username input every sign-in form shares: same label, no auto-capitalisation, and the
// browser's saved username offered.
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';

interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function UsernameField({ value, onChange, error }: UsernameFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.username')}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
