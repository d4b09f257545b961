import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { BookIcon, GlobeIcon, HelpIcon, StepsIcon } from './landing-icons';
import { LandingLanguage } from './landing-language';
import { LandingTile } from './landing-tile';

/** The spec's brand (part 1 §2), a name and so never translated; the product name follows it. */
export const BRAND = 'Practice Pro';

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
        <LandingTile
          to={paths.login}
          icon={<GlobeIcon />}
          title={t('landing.browse.title')}
          text={t('landing.browse.text')}
        />
        <LandingTile
          to={paths.introduction}
          icon={<BookIcon />}
          title={t('landing.introduction.title')}
          text={t('landing.introduction.text')}
        />
        <LandingTile
          to={paths.howToUse}
          icon={<StepsIcon />}
          title={t('landing.howToUse.title')}
          text={t('landing.howToUse.text')}
        />
        <LandingTile
          to={paths.support}
          icon={<HelpIcon />}
          title={t('landing.support.title')}
          text={t('landing.support.text')}
        />
      </nav>
      <p className="landing-hint">{t('landing.gestureHint')}</p>
    </main>
  );
}
