// The bank picker of the translation editors: each bank with its real number of active questions.
import type { TestVersion } from '@civics/sync-protocol';
import { SelectField } from '../../ui/select-field';
import { useBankOptions } from './use-bank';

interface BankSelectProps {
  label?: string;
  version: TestVersion;
  /** The page also forgets the question it had open: it may not be in the other bank. */
  onChange: (version: TestVersion) => void;
}

export function BankSelect({ label = 'Test', version, onChange }: BankSelectProps) {
  const options = useBankOptions();
  return (
    <SelectField
      label={label}
      value={version}
      onChange={(e) => onChange(e.target.value as TestVersion)}
      options={options}
    />
  );
}
