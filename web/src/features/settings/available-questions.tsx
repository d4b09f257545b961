import { useTranslation } from 'react-i18next';

/** How many questions this learner's bank holds on the device (20 at level 1). */
export function AvailableQuestions({ count }: { count: number | undefined }) {
  const { t } = useTranslation('settings');
  if (count === undefined) return null;
  return <p className="available-questions">{count > 0 ? t('available', { count }) : t('availableNone')}</p>;
}
