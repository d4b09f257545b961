// The learner's language beside the English, with a small "Not yet reviewed" mark while the
// translation is machine-made and no admin has approved it.
import { useTranslation } from 'react-i18next';
import './officer.css';

const LANG_ATTR: Record<string, string> = { vi: 'vi', ko: 'ko', zh: 'zh-Hans', 'zh-TW': 'zh-Hant', es: 'es' };

export function Translated({
  text,
  language,
  reviewed,
}: {
  text: string | undefined;
  language: string;
  reviewed: boolean;
}) {
  const { t } = useTranslation('n400');
  if (!text) return null;
  return (
    <p className="n400-translation" lang={LANG_ATTR[language] ?? language} data-testid="n400-translation">
      {text}
      {!reviewed && (
        <span className="n400-unreviewed" title={t('notReviewedHelp')} lang={undefined}>
          {' '}
          <span className="badge">{t('notReviewed')}</span>
        </span>
      )}
    </p>
  );
}
