// A list filter on a yes/no column (a question's Active, an attempt's Passed): the first choice
// leaves the column out of the filter, the other two ask for true or false.
import { SelectField } from '../../ui/select-field';

interface YesNoFilterProps {
  label: string;
  value: boolean | undefined;
  /** The choices' labels, in order: either, true, false. */
  choices: readonly [either: string, yes: string, no: string];
  onChange: (value: boolean | undefined) => void;
}

export function YesNoFilter({ label, value, choices: [either, yes, no], onChange }: YesNoFilterProps) {
  return (
    <SelectField
      label={label}
      value={value === undefined ? '' : String(value)}
      options={[
        { value: '', label: either },
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
    />
  );
}
