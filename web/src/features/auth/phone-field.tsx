import { formatPhone, onlyDigits } from '@civics/sync-protocol/validation';
import { LIMITS } from '@civics/sync-protocol/constants';
import { TextField } from '../../ui/text-field';

interface PhoneFieldProps {
  label: string;
  /** Digits only, at most ten: what the server receives. */
  digits: string;
  onDigitsChange: (digits: string) => void;
  error?: string;
}

/** A U.S. phone number shown as (123) 456-7890 while typing and kept as digits. */
export function PhoneField({ label, digits, onDigitsChange, error }: PhoneFieldProps) {
  return (
    <TextField
      label={label}
      name="cellphone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="(123) 456-7890"
      value={formatPhone(digits)}
      onChange={(e) => onDigitsChange(onlyDigits(e.target.value).slice(0, LIMITS.phoneDigits))}
      error={error}
    />
  );
}
