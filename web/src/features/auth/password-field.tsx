// A password input as the sign-in, change and reset forms hold it: a string in state, its setter as onChange.
import { TextField } from '../../ui/text-field';

interface PasswordFieldProps {
  label: string;
  name: string;
  /** The browser offers the saved password for "current-password" and suggests a strong one for "new-password". */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function PasswordField({ onChange, ...props }: PasswordFieldProps) {
  return <TextField type="password" onChange={(e) => onChange(e.target.value)} {...props} />;
}
