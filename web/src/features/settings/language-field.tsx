// Settings' two language choices, apart (issue 22): the app's language (menus and messages; the
// account's preferred language) and the translation shown beside the English (a synced setting).
// Picking one never changes the other.
import { LANGUAGES, type Language } from '@civics/sync-protocol/constants';
import { useTranslation } from 'react-i18next';
import { setInterfaceLanguage, useInterfaceLanguage } from '../../i18n/interface-language';
import { updateSettings } from '../../db/learner-records';
import { InterfaceLanguageSelect } from '../../i18n/interface-language-select';
import type { InterfaceLanguage } from '../../i18n/languages';
import { useLanguageStore } from '../../lib/language-store';
import { saveLanguageToAccount } from '../../lib/save-language';
import { readCachedUser, writeCachedUser } from '../../lib/session/cached-user';
import { SelectField } from '../../ui/select-field';
import { saveSettingNow, toastSaveFailed } from './save-setting';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
const hasTranslation = (language: Language) => language !== 'none' && language !== 'en';

export function InterfaceLanguageField({ userId }: { userId: number }) {
  const { t } = useTranslation('settings');
  const shown = useInterfaceLanguage((s) => s.language);

  const choose = async (language: InterfaceLanguage) => {
    setInterfaceLanguage(language);
    // An offline start reads the account from the device's copy, whose preferred language would
    // otherwise bring the old choice back (the preference wins at start-up, spec part 1 §4).
    const cached = readCachedUser();
    if (cached?.id === userId) writeCachedUser({ ...cached, preferredLanguage: language });
    try {
      // The translation stays: saved as chosen first (in the same push), since until then the
      // server derives it from the preferred language this changes.
      await updateSettings(userId, {
        studyModeSettings: { translationLanguage: useLanguageStore.getState().language },
      });
      await saveLanguageToAccount(userId, language);
    } catch (error) {
      toastSaveFailed(t('save.failed'), error);
    }
  };

  return (
    <InterfaceLanguageSelect
      label={t('interfaceLanguage.label')}
      hint={t('interfaceLanguage.hint')}
      value={shown}
      onChange={(language) => void choose(language)}
    />
  );
}

/**
 * The translation: kept on the device at once, saved with the other settings, and the content
 * bundle is fetched again in it. Auto-bilingual follows whether there is a translation to show
 * (on with one, DESIGN.md §10; off for none and English); between two translations it stays.
 */
export function TranslationLanguageField({ userId }: { userId: number }) {
  const { t } = useTranslation('settings');
  const language = useLanguageStore((s) => s.language);
  const options = LANGUAGES.map((code) => ({ value: code, label: t(`language.names.${code}`) }));

  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    const store = useLanguageStore.getState();
    const flips = hasTranslation(store.language) !== hasTranslation(value);
    store.setLanguage(value);
    if (flips) store.setAutoBilingual(hasTranslation(value));
    // Saved at once: the server's older value cannot bring the previous translation back.
    await saveSettingNow(
      userId,
      { studyModeSettings: { translationLanguage: value, ...(flips ? { autoBilingual: hasTranslation(value) } : {}) } },
      t('save.failed'),
    );
  };

  return (
    <SelectField
      label={t('language.label')}
      hint={t('language.hint')}
      options={options}
      value={language}
      onChange={(event) => void choose(event.target.value)}
    />
  );
}
