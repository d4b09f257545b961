// "Answer as of <date>" under every time-sensitive answer, with the USCIS page that lists the
// current officeholders. The date is data (the question's answerAsOf, or its officials' date for a
// personalised answer), so it is the same date the explanation and the officials panel give.
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/format';

export const USCIS_TEST_UPDATES = 'https://www.uscis.gov/citizenship/testupdates';

/** "2026-06-15" in the interface language's long form, the same day on every time zone. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatDate(date, { dateStyle: 'long', timeZone: 'UTC' }, language);
}

export function AnswerAsOf({ question }: { question: { isTimeSensitive: boolean; answerAsOf?: string | null } }) {
  const { t, i18n } = useTranslation();
  if (!question.isTimeSensitive) return null;
  return (
    <p className="answer-as-of" data-testid="answer-as-of">
      {question.answerAsOf && <>{t('answerAsOf.date', { date: formatDay(question.answerAsOf, i18n.language) })} </>}
      {t('answerAsOf.check')}{' '}
      <a href={USCIS_TEST_UPDATES} target="_blank" rel="noopener noreferrer">
        uscis.gov/citizenship/testupdates
      </a>
    </p>
  );
}
