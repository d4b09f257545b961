// "This office changed on <date>; the new name is not in the app yet — check <official site>" on a
// question whose holder's term has ended with nobody new in force on the device's day (issue 34
// item 11): study, listening, reading and review show it instead of teaching the outgoing name.
import { useTranslation } from 'react-i18next';
import { siteLabel, type OfficeChange } from '@civics/sync-protocol/office-change';
import { formatDay } from './answer-as-of';

/** What listening and reading say aloud (in English, like the question) in place of the outgoing name. */
export const OFFICE_CHANGE_SPOKEN = 'This office has changed. The new name is not in the app yet.';

export function OfficeChangeNotice({ change }: { change: OfficeChange | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!change) return null;
  return (
    <p className="notice notice-info office-change-notice" role="note" data-testid="office-change-notice">
      {t('officeChange.notice', { date: formatDay(change.endsOn, i18n.language) })}{' '}
      <a href={change.site} target="_blank" rel="noopener noreferrer">
        {siteLabel(change.site)}
      </a>
    </p>
  );
}
