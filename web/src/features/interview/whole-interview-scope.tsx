// What the whole interview will hold on this device, said on the start card before it begins: the
// questions about the learner come from their own answers in N-400 "About you" (kept on this device
// only), and those and Part 9 come from the N-400 texts, which need one connection to be stored.
// Without them the interview still runs (oath, civics, reading, writing); the learner is told why.
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { readAboutYou } from '../../db/n400';
import { useN400Content } from '../../lib/n400/use-n400-content';
import { paths } from '../../routes';
import { ButtonLink } from '../../ui/button-link';
import { Notice } from '../../ui/notice';

/** Navigation state asking /n400 to open on its "About you" tab. */
const ABOUT_YOU_TAB_STATE = { n400Part: 'about' } as const;

export function WholeInterviewScope({ userId, language }: { userId: number; language: string }) {
  const { t } = useTranslation('interview');
  const content = useN400Content(userId, language);
  const answers = useLiveQuery(() => readAboutYou(userId).catch(() => []), [userId]);
  // Said once both are read, so one notice never appears alone and then gains another.
  if (answers === undefined || content.status === 'loading') return null;
  const noN400Texts = content.status === 'missing';
  const noAnswers = answers.length === 0;
  // Nothing missing: an empty, hidden mark, so a check can tell "read, nothing to say" from "not read yet".
  if (!noN400Texts && !noAnswers) return <div data-testid="whole-scope" data-complete="true" hidden />;
  return (
    <div className="stack" data-testid="whole-scope" data-complete="false">
      {noN400Texts && <Notice>{t('whole.needsN400')}</Notice>}
      {noAnswers && (
        <Notice>
          <p>{t('whole.noAboutYou')}</p>
          <ButtonLink to={paths.n400} state={ABOUT_YOU_TAB_STATE} variant="secondary">
            {t('whole.addAboutYou')}
          </ButtonLink>
        </Notice>
      )}
    </div>
  );
}
