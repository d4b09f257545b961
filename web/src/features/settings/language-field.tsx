// The translation language: kept on the device at once, saved to the account through the outbox,
// and the content bundle is fetched again in that language when online.
import { LANGUAGES, type Language } from '@civics/sync-protocol/constants';
import { useTranslation } from 'react-i18next';
import { setLanguage as recordLanguage } from '../../db/learner-records';
import { useLanguageStore } from '../../lib/language-store';
import { readCachedUser, writeCachedUser } from '../../lib/session/cached-user';
import { requestSync } from '../../sync/use-sync-engine';
import { SelectField } from '../../ui/select-field';
import { toast } from '../../ui/toast-store';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

export function LanguageField({ userId }: { userId: number }) {
  const { t } = useTranslation('settings');
  const language = useLanguageStore((s) => s.language);
  const options = LANGUAGES.map((code) => ({ value: code, label: t(`language.names.${code}`) }));

  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    useLanguageStore.getState().setLanguage(value);
    // An offline start reads the account from the device's copy, whose preferred language would
    // otherwise bring the old choice back (the preference wins at start-up, spec part 1 §4).
    const cached = readCachedUser();
    if (cached?.id === userId) writeCachedUser({ ...cached, preferredLanguage: value });
    try {
      await recordLanguage(userId, value);
    } catch (error) {
      toast({ title: t('save.failed'), description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      return;
    }
    void requestSync(true);
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
