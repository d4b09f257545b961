// /how-to-use (spec part 2 §2): six steps, a real question read aloud, three tips.
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { NextStepLinks } from '../../ui/next-step-links';
import { PublicCardItem, PublicPoints } from './public-list';
import { PublicPageHeader } from './public-page-header';
import { SampleQuestionAudio } from './sample-question-audio';
import './public-pages.css';

const STEPS = ['account', 'language', 'study', 'test', 'progress', 'master'] as const;
const TIPS = ['daily', 'aloud', 'mistakes'] as const;

export function Screen() {
  const { t } = useTranslation('howToUse');
  return (
    <main className="page public-page">
      <PublicPageHeader title={t('title')} backLabel={t('back')} />
      <p className="lead">{t('intro')}</p>

      <section aria-labelledby="howto-steps">
        <h2 id="howto-steps">{t('stepsTitle')}</h2>
        <ol className="public-list">
          {STEPS.map((key, index) => (
            <PublicCardItem
              key={key}
              marker={
                <span className="public-step-number" aria-hidden="true">
                  {index + 1}
                </span>
              }
              title={t(`steps.${key}.title`)}
              text={t(`steps.${key}.text`)}
            />
          ))}
        </ol>
      </section>

      <SampleQuestionAudio />

      <section aria-labelledby="howto-tips">
        <h2 id="howto-tips">{t('tipsTitle')}</h2>
        <PublicPoints icon={Lightbulb} points={TIPS.map((key) => t(`tips.${key}`))} />
      </section>

      <div className="public-actions">
        <NextStepLinks
          next={{ to: paths.login, label: t('createAccount') }}
          other={{ to: paths.introduction, label: t('learnMore') }}
        />
      </div>
    </main>
  );
}
