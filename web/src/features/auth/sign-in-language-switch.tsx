// The sign-in screen is English only (spec part 1 §2); this switch lets a learner pick the language
// the app uses once they are signed in (it then also becomes the account's preferred language).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPendingLanguage, setPendingLanguage, useInterfaceLanguage } from '../../i18n/interface-language';
import { InterfaceLanguageSelect } from '../../i18n/interface-language-select';

export function SignInLanguageSwitch() {
  const { t } = useTranslation('languageSelect');
  const shown = useInterfaceLanguage((s) => s.language);
  const [choice, setChoice] = useState(() => readPendingLanguage() ?? shown);
  return (
    <div className="sign-in-language">
      <InterfaceLanguageSelect
        label={t('signInSwitch.label')}
        hint={t('signInSwitch.hint')}
        value={choice}
        onChange={(language) => {
          setChoice(language);
          setPendingLanguage(language);
        }}
      />
    </div>
  );
}
