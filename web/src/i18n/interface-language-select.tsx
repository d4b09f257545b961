import { SelectField } from '../ui/select-field';
import { INTERFACE_LANGUAGES, NATIVE_NAMES, isInterfaceLanguage, type InterfaceLanguage } from './languages';

interface Props {
  label: string;
  hint?: string;
  value: InterfaceLanguage;
  onChange: (language: InterfaceLanguage) => void;
}

/**
 * The seven interface languages, each named in itself with its code. No flag emoji: a phone without
 * an emoji font shows an empty box, and a flag names a country, not a language.
 */
export function InterfaceLanguageSelect({ label, hint, value, onChange }: Props) {
  const options = INTERFACE_LANGUAGES.map((code) => ({
    value: code,
    label: `${NATIVE_NAMES[code]} (${code.toUpperCase()})`,
  }));
  return (
    <SelectField
      label={label}
      hint={hint}
      options={options}
      value={value}
      onChange={(event) => {
        if (isInterfaceLanguage(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
