// The landing page's language control (issue 22): visible before anything else, so a newcomer who
// does not read English finds their language at once. The browser's language is preselected
// (i18n/browser-language.ts); choosing one here is kept and applies at sign-in too.
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInterfaceLanguage } from '../../i18n/interface-language';
import { INTERFACE_LANGUAGES, NATIVE_NAMES, isInterfaceLanguage } from '../../i18n/languages';
import { useLanguageStore } from '../../lib/language-store';
import { paths } from '../../routes';

export function LandingLanguage() {
  const { t } = useTranslation('public');
  const id = useId();
  const shown = useInterfaceLanguage((s) => s.language);
  const choose = useLanguageStore((s) => s.chooseLanguage);
  return (
    <div className="landing-language">
      <label htmlFor={id} className="landing-language-label">
        <Globe aria-hidden="true" size={18} />
        {t('landing.language.label')}
      </label>
      <select
        id={id}
        className="field-input landing-language-select"
        value={shown}
        onChange={(event) => {
          if (isInterfaceLanguage(event.target.value)) choose(event.target.value);
        }}
      >
        {INTERFACE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
      <Link to={paths.languageSelect}>{t('landing.language.all')}</Link>
    </div>
  );
}
