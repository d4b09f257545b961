// The controls of /bilingual-demo: the language (English or a translation, each named natively
// and in English), English beside the translation, and the category filter.
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@civics/sync-protocol/constants';
import { NATIVE_NAMES } from '../../i18n/languages';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';

/** The category filter's value for every category. */
export const ALL = 'all';

/** The English name beside each native one: the page's own text is English (spec text). */
const ENGLISH_NAMES: Record<TranslationLanguage, string> = {
  vi: 'Vietnamese',
  ko: 'Korean',
  zh: 'Chinese Simplified',
  'zh-TW': 'Chinese Traditional',
  es: 'Spanish',
};
const LANGUAGE_OPTIONS = [
  { value: 'en', label: NATIVE_NAMES.en },
  ...TRANSLATION_LANGUAGES.map((language) => ({
    value: language,
    label: `${NATIVE_NAMES[language]} (${ENGLISH_NAMES[language]})`,
  })),
];
interface DemoControlsProps {
  language: 'en' | TranslationLanguage;
  onLanguage: (chosen: string) => void;
  bilingual: boolean;
  onBilingual: (bilingual: boolean) => void;
  categoryId: string;
  categories: Array<{ id: number; name: string }>;
  onCategory: (categoryId: string) => void;
}

export function DemoControls(props: DemoControlsProps) {
  const { language, onLanguage, bilingual, onBilingual, categoryId, categories, onCategory } = props;
  return (
    <div className="demo-controls">
      <SelectField
        label="Language"
        value={language}
        onChange={(event) => onLanguage(event.target.value)}
        options={LANGUAGE_OPTIONS}
      />
      {language !== 'en' && (
        <CheckboxField
          label="Bilingual (English + translation)"
          checked={bilingual}
          onChange={(event) => onBilingual(event.target.checked)}
        />
      )}
      <SelectField
        label="Category"
        value={categoryId}
        onChange={(event) => onCategory(event.target.value)}
        options={[
          { value: ALL, label: 'All Categories' },
          ...categories.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
      />
    </div>
  );
}
