// /n400 (issue 32): the officer's N-400 questions practised out loud, with the learner's language
// beside the English: Part 9's yes/no questions, "What does it mean?", "about you" (answers kept on
// this device only) and the words. A lazy chunk: nothing of it is on the learner's start-up path.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguageStore } from '../../lib/language-store';
import { isAdmin } from '../../lib/session/current-user';
import { useCurrentUserStore } from '../../lib/session/current-user-store';
import { useOnline } from '../../lib/use-online';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { AboutYouPanel } from './about-you-panel';
import { MeaningPractice } from './meaning-practice';
import { Part9Practice } from './part9-practice';
import { useN400Content } from '../../lib/n400/use-n400-content';
import type { StoredN400Bundle } from '../../db/n400';
import { useWordSchedule } from './use-word-schedule';
import { WordList } from './word-list';
import './n400.css';

const PARTS = ['part9', 'meaning', 'about', 'words'] as const;
type Part = (typeof PARTS)[number];

/** The tab a link asked for (`state: { n400Part: 'about' }`, the interview's start card), else Part 9. */
function askedPart(state: unknown): Part {
  const asked = (state as { n400Part?: unknown } | null)?.n400Part;
  return PARTS.find((part) => part === asked) ?? 'part9';
}

export function N400Page() {
  const { t } = useTranslation('n400');
  const user = useCurrentUserStore((s) => s.user);
  if (!user) return null;
  const level = isAdmin(user) ? 2 : user.approvalLevel;
  return (
    <main className="page stack n400-page">
      <header>
        <ButtonLink to={paths.home} variant="ghost">
          <ArrowLeft size={20} aria-hidden="true" /> {t('backToHome')}
        </ButtonLink>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <N400Content userId={user.id} level={level} />
    </main>
  );
}

function N400Content({ userId, level }: { userId: number; level: number }) {
  const { t } = useTranslation('n400');
  const language = useLanguageStore((s) => s.language);
  const content = useN400Content(userId, language);
  const location = useLocation();
  const [part, setPart] = useState<Part>(() => askedPart(location.state));
  if (content.status === 'loading') return <Spinner label={t('loading')} />;
  if (content.status === 'missing') return <Notice tone="error">{t('loadFailed')}</Notice>;
  return <N400Parts userId={userId} level={level} bundle={content.bundle} part={part} onPart={setPart} />;
}

interface PartsProps {
  userId: number;
  level: number;
  bundle: StoredN400Bundle;
  part: Part;
  onPart: (part: Part) => void;
}

function N400Parts({ userId, level, bundle, part, onPart }: PartsProps) {
  const { t } = useTranslation('n400');
  const online = useOnline();
  // The words' review schedule (issue 32), shared by "What does it mean?" and the word list.
  const words = useWordSchedule(userId, bundle);
  const items = [
    { key: 'part9', label: t('tabPart9') },
    { key: 'meaning', label: t('tabMeaning') },
    { key: 'about', label: t('tabAboutYou') },
    { key: 'words', label: t('tabWords') },
  ] as const;
  return (
    <>
      {!online && <Notice>{t('offlineSpeaking')}</Notice>}
      {level < 2 && <Notice>{t('level1')}</Notice>}
      <Tabs label={t('tabsLabel')} items={items} selected={part} onSelect={onPart}>
        {part === 'part9' && <Part9Practice bundle={bundle} />}
        {part === 'meaning' &&
          (words ? (
            <MeaningPractice bundle={bundle} userId={userId} schedule={words} />
          ) : (
            <Spinner label={t('loading')} />
          ))}
        {part === 'about' && <AboutYouPanel userId={userId} bundle={bundle} />}
        {part === 'words' && (words ? <WordList bundle={bundle} schedule={words} /> : <Spinner label={t('loading')} />)}
      </Tabs>
    </>
  );
}

/** The route table's name for a lazily loaded screen. */
export { N400Page as Screen };
