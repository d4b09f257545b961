// /language-select (spec part 2 §2): the grid of twelve languages; choosing one sets the language
// and goes to /login. Languages without question translations say so before they are chosen.
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInterfaceLanguage } from '../../i18n/interface-language';
import { useLanguageStore } from '../../lib/language-store';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Flag } from './flags';
import { LANGUAGE_CHOICES, type LanguageChoice } from './language-choices';
import { PublicPageHeader } from './public-page-header';
import './public-pages.css';

export function Screen() {
  const { t } = useTranslation('languageSelect');
  const navigate = useNavigate();
  const translation = useLanguageStore((s) => s.language);
  const choose = useLanguageStore((s) => s.chooseLanguage);
  const shown = useInterfaceLanguage((s) => s.language);

  const isSelected = (choice: LanguageChoice) =>
    choice.kind === 'content' ? translation === choice.code : choice.kind === 'interface' && shown === choice.code;
  const current = LANGUAGE_CHOICES.find((choice) => choice.kind === 'content' && choice.code === translation);

  const currentName = current ? t(`names.${current.code}`) : '';
  const currentLabel =
    current && currentName !== current.native ? `${current.native} — ${currentName}` : (current?.native ?? '');

  const pick = (choice: LanguageChoice) => {
    choose(choice.sets);
    void navigate(paths.login);
  };

  return (
    <main className="page public-page">
      <PublicPageHeader title={t('title')} backLabel={t('back')} />
      <p className="lead">{t('subtitle')}</p>

      <ul className="language-grid" aria-label={t('gridLabel')}>
        {LANGUAGE_CHOICES.map((choice) => {
          const selected = isSelected(choice);
          return (
            <li key={choice.code}>
              <button type="button" className="language-tile" aria-pressed={selected} onClick={() => pick(choice)}>
                <span className="language-heading">
                  <Flag code={choice.code} width={30} />
                  <span className="language-native" lang={choice.code} dir={choice.dir}>
                    {choice.native}
                  </span>
                </span>
                <span>{t(`names.${choice.code}`)}</span>
                {choice.kind === 'interface' && <span className="language-note">{t('interfaceOnly')}</span>}
                {choice.kind === 'none' && <span className="language-note">{t('notAvailable')}</span>}
                {selected && (
                  <span className="language-selected">
                    <Check aria-hidden="true" size={18} />
                    {t('selected')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>

      <Card title={t('explanation.title')}>
        <p>{t('explanation.text')}</p>
      </Card>

      {current && (
        <Card title={t('current.title')}>
          <p>{t('current.text', { language: currentLabel })}</p>
          <ButtonLink to={paths.login} block>
            {t('current.continue')}
          </ButtonLink>
        </Card>
      )}
    </main>
  );
}
