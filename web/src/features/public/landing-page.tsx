import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { BookIcon, GlobeIcon, HelpIcon, StepsIcon } from './landing-icons';
import { LandingLanguage } from './landing-language';
import { LandingTile } from './landing-tile';

/** The spec's brand (part 1 §2), a name and so never translated; the product name follows it. */
export const BRAND = 'Practice Pro';

/** The four ways in; each key names its `landing.<key>` texts. */
const TILES = [
  { key: 'browse', to: paths.login, Icon: GlobeIcon },
  { key: 'introduction', to: paths.introduction, Icon: BookIcon },
  { key: 'howToUse', to: paths.howToUse, Icon: StepsIcon },
  { key: 'support', to: paths.support, Icon: HelpIcon },
] as const;

export function LandingPage() {
  const { t } = useTranslation('public');
  return (
    <main className="page landing">
      <LandingLanguage />
      <header className="landing-header">
        <h1 className="landing-brand">
          <span lang="en">{BRAND}</span> <span className="landing-product">{t('landing.brand')}</span>
        </h1>
        <p>{t('landing.tagline')}</p>
      </header>
      <nav aria-label={t('landing.tilesLabel')} className="landing-grid">
        {TILES.map(({ key, to, Icon }) => (
          <LandingTile
            key={key}
            to={to}
            icon={<Icon />}
            title={t(`landing.${key}.title`)}
            text={t(`landing.${key}.text`)}
          />
        ))}
      </nav>
      <p className="landing-hint">{t('landing.gestureHint')}</p>
    </main>
  );
}
