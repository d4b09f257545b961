// /introduction (spec part 2 §2): what the app does, in the seven interface languages.
import { BookOpen, Check, ClipboardCheck, Ear, Eye, Languages, RotateCcw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useInterfaceLanguage } from '../../i18n/interface-language';
import { useLanguageStore } from '../../lib/language-store';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { FlagLanguageMenu } from './flag-language-menu';
import { PublicCardItem, PublicPoints } from './public-list';
import { PublicPageHeader } from './public-page-header';
import './public-pages.css';

const FEATURES = [
  ['study', BookOpen],
  ['test', ClipboardCheck],
  ['translation', Languages],
  ['listening', Ear],
  ['reading', Eye],
  ['review', RotateCcw],
  ['offline', WifiOff],
] as const;
const BENEFITS = ['official', 'language', 'pace', 'phone', 'progress', 'interview'] as const;
const LISTENING_POINTS = ['point1', 'point2', 'point3'] as const;

export function Screen() {
  const { t } = useTranslation('introduction');
  const language = useInterfaceLanguage((s) => s.language);
  const choose = useLanguageStore((s) => s.chooseLanguage);
  return (
    <main className="page public-page">
      <PublicPageHeader title={t('title')} backLabel={t('back')}>
        <FlagLanguageMenu label={t('languageLabel')} value={language} onChange={choose} />
      </PublicPageHeader>

      <Card title={t('welcome.title')}>
        <p>{t('welcome.text')}</p>
      </Card>

      <section aria-labelledby="intro-features">
        <h2 id="intro-features">{t('featuresTitle')}</h2>
        <ul className="public-list">
          {FEATURES.map(([key, Icon]) => (
            <PublicCardItem
              key={key}
              marker={<Icon aria-hidden="true" size={28} />}
              title={t(`features.${key}.title`)}
              text={t(`features.${key}.text`)}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="intro-benefits">
        <h2 id="intro-benefits">{t('benefitsTitle')}</h2>
        <PublicPoints icon={Check} points={BENEFITS.map((key) => t(`benefits.${key}`))} />
      </section>

      <Card title={t('listening.title')}>
        <p>{t('listening.text')}</p>
        <PublicPoints icon={Ear} points={LISTENING_POINTS.map((key) => t(`listening.${key}`))} />
      </Card>

      <ButtonLink to={paths.login} block>
        {t('begin')}
      </ButtonLink>
    </main>
  );
}
