// The sign-in screen speaks the learner's chosen language (DESIGN.md §10, a departure from the
// spec's English-only sign-in): a newcomer who reads only Vietnamese must be able to register. One
// tap shows this screen in English (e.g. for a helper reading over their shoulder) and back; the
// full list of languages is one link away.
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInterfaceLanguage } from '../../i18n/interface-language';
import { NATIVE_NAMES } from '../../i18n/languages';
import { paths } from '../../routes';

interface Props {
  english: boolean;
  onEnglishChange: (english: boolean) => void;
}

export function SignInLanguageBar({ english, onEnglishChange }: Props) {
  const { t } = useTranslation('auth');
  const chosen = useInterfaceLanguage((s) => s.language);
  return (
    <nav className="sign-in-language" aria-label={t('languageBar.label')}>
      <Link to={paths.languageSelect} className="button button-ghost">
        <Globe aria-hidden="true" size={18} />
        {t('languageBar.change')}
      </Link>
      {chosen !== 'en' && (
        <button
          type="button"
          className="button button-secondary"
          lang={english ? chosen : 'en'}
          onClick={() => onEnglishChange(!english)}
        >
          {english ? NATIVE_NAMES[chosen] : NATIVE_NAMES.en}
        </button>
      )}
    </nav>
  );
}
