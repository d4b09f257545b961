// /how-to-use (spec part 2 §2): six steps, a real question read aloud, three tips.
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
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
            <li key={key} className="card public-item">
              <span className="public-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{t(`steps.${key}.title`)}</h3>
                <p>{t(`steps.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <SampleQuestionAudio />

      <section aria-labelledby="howto-tips">
        <h2 id="howto-tips">{t('tipsTitle')}</h2>
        <ul className="public-list">
          {TIPS.map((key) => (
            <li key={key} className="public-item">
              <Lightbulb aria-hidden="true" size={22} />
              <p>{t(`tips.${key}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="public-actions">
        <ButtonLink to={paths.login} block>
          {t('createAccount')}
        </ButtonLink>
        <ButtonLink to={paths.introduction} variant="secondary" block>
          {t('learnMore')}
        </ButtonLink>
      </div>
    </main>
  );
}
