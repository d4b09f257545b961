// The top of a practice page (listening, reading, English practice): the way back, then the title.
// One piece, so every such page says where back goes in the same place and the same words.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../routes';
import { BackLink } from './back-link';
import { ButtonLink } from './button-link';

export function PageHeader({ title, back = <BackLink /> }: { title: string; back?: ReactNode }) {
  return (
    <>
      <div>{back}</div>
      <h1>{title}</h1>
    </>
  );
}

/** "Back to listening practice": the running listening and reading pages return to their settings. */
export function BackToListeningLink() {
  const { t } = useTranslation('practice');
  return (
    <ButtonLink to={paths.listeningPracticeSettings} variant="ghost">
      <ArrowLeft size={20} aria-hidden="true" /> {t('backToListening')}
    </ButtonLink>
  );
}
