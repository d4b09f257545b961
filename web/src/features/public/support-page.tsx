// /support (spec part 2 §2): five groups of four questions that tell the truth about this product,
// quick actions (a real contact from configuration), and links to the other information pages.
import { BookOpen, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routes';
import { NextStepLinks } from '../../ui/next-step-links';
import { FaqItem } from './faq-item';
import { PublicCardItem } from './public-list';
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
          <PublicCardItem
            marker={<BookOpen aria-hidden="true" size={26} />}
            title={<Link to={paths.howToUse}>{t('actions.guide.title')}</Link>}
            text={t('actions.guide.text')}
          />
          <PublicCardItem
            marker={<Settings aria-hidden="true" size={26} />}
            title={<Link to={paths.settings}>{t('actions.settings.title')}</Link>}
            text={t('actions.settings.text')}
          />
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
        <NextStepLinks
          next={{ to: paths.howToUse, label: t('links.howToUse') }}
          other={{ to: paths.introduction, label: t('links.introduction') }}
        />
      </div>
    </main>
  );
}
