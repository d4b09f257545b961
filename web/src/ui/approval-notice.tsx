import { useTranslation } from 'react-i18next';

/** What a learner at approval level 0 sees in place of questions (spec part 1 §6). */
export function ApprovalNotice() {
  const { t } = useTranslation();
  return (
    <div className="approval-notice">
      <h2>{t('approval.title')}</h2>
      <p>{t('approval.text')}</p>
    </div>
  );
}
