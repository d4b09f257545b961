// /support (spec part 2 §2): five groups of four questions that tell the truth about this product,
// quick actions (a real contact from configuration), and links to the other information pages.
import { BookOpen, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import { FaqItem } from './faq-item';
import { PublicPageHeader } from './public-page-header';
import { SupportContact } from './support-contact';
import './public-pages.css';

const GROUPS = ['account', 'modes', 'features', 'payments', 'technical'] as const;
const QUESTIONS = ['q1', 'q2', 'q3', 'q4'] as const;

export function Screen() {
  const { t } = useTranslation('support');
  return (
    <main className="page public-page">
      <PublicPageHeader title={t('title')} backLabel={t('back')} />
      <p className="lead">{t('intro')}</p>

      <section aria-labelledby="support-actions">
        <h2 id="support-actions">{t('actions.title')}</h2>
        <ul className="public-list">
          <SupportContact />
          <li className="card public-item">
            <BookOpen aria-hidden="true" size={26} />
            <div>
              <h3>
                <Link to={paths.howToUse}>{t('actions.guide.title')}</Link>
              </h3>
              <p>{t('actions.guide.text')}</p>
            </div>
          </li>
          <li className="card public-item">
            <Settings aria-hidden="true" size={26} />
            <div>
              <h3>
                <Link to={paths.settings}>{t('actions.settings.title')}</Link>
              </h3>
              <p>{t('actions.settings.text')}</p>
            </div>
          </li>
        </ul>
      </section>

      <section aria-labelledby="support-faq">
        <h2 id="support-faq">{t('faqTitle')}</h2>
        {GROUPS.map((group) => (
          <section key={group} className="faq-group" aria-labelledby={`faq-${group}`}>
            <h3 id={`faq-${group}`}>{t(`groups.${group}.title`)}</h3>
            <ul className="faq-list">
              {QUESTIONS.map((q) => (
                <FaqItem key={q} question={t(`groups.${group}.${q}.q`)} answer={t(`groups.${group}.${q}.a`)} />
              ))}
            </ul>
          </section>
        ))}
      </section>

      <div className="public-actions">
        <ButtonLink to={paths.howToUse} block>
          {t('links.howToUse')}
        </ButtonLink>
        <ButtonLink to={paths.introduction} variant="secondary" block>
          {t('links.introduction')}
        </ButtonLink>
      </div>
    </main>
  );
}
