import { useTranslation } from 'react-i18next';

/**
 * What a screen looks like while its code loads on a slow first visit (issue 22): a title and two
 * cards in outline, announced as "Loading", instead of a blank page or a lone spinner. index.html
 * draws the same shape before any code runs.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page stack page-skeleton" role="status" aria-label={t('loading')} data-testid="page-skeleton">
      <span className="skeleton-block skeleton-title" />
      <span className="skeleton-block" />
      <span className="skeleton-block" />
    </div>
  );
}
