// Which category a study session draws from: all, or one (studyModeSettings.categoryFilters).
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '../../sync/sync-status';
import { categoriesInOrder } from '../../db/content';
import { useLanguageStore } from '../../lib/language-store';
import { categoryFiltersForVisit, rememberSelectedCategory } from '../../lib/browser-storage';
import { SelectField } from '../../ui/select-field';

const ALL = 'all';

interface CategoryFieldProps {
  filters: readonly number[];
  /** Level 1 sees only the first 20 questions, so there is nothing to filter. */
  locked: boolean;
  onChange: (filters: number[]) => void;
}

export function CategoryField({ filters, locked, onChange }: CategoryFieldProps) {
  const { t } = useTranslation('settings');
  const language = useLanguageStore((s) => s.language);
  const stored = useLiveQuery(() => categoriesInOrder(), []);
  const categories = stored ?? [];
  // The download failed and no earlier one left categories on the device (spec part 1 §5).
  const failed = useSyncStatus((st) => st.content === 'failed') && stored !== undefined && stored.length === 0;
  const options = locked
    ? [{ value: ALL, label: t('category.level1') }]
    : [
        { value: ALL, label: t('category.all') },
        ...categories.map((category) => {
          const translated = category.translations[language]?.name;
          return { value: String(category.id), label: translated ? `${category.name} (${translated})` : category.name };
        }),
      ];
  // The category chosen earlier in this visit (session key selectedCategory) comes back preselected.
  const shown = stored ? categoryFiltersForVisit(filters, (id) => categories.some((c) => c.id === id)) : filters;
  const value = locked || shown.length === 0 ? ALL : String(shown[0]);
  return (
    <SelectField
      label={t('category.label')}
      options={options}
      value={value}
      disabled={locked}
      error={failed ? t('category.failed') : undefined}
      onChange={(event) => {
        rememberSelectedCategory(event.target.value === ALL ? null : Number(event.target.value));
        onChange(event.target.value === ALL ? [] : [Number(event.target.value)]);
      }}
    />
  );
}
