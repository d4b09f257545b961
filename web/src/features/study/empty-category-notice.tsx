// No question in the chosen categories: the spec's message names them (part 1 §5, 'Không có câu
// hỏi trong danh mục {name}'), followed by what to do about it.
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { categoryNames } from '../../db/content';
import { Notice } from '../../ui/notice';

export function EmptyCategoryNotice({ title, categoryIds }: { title: string; categoryIds: readonly number[] }) {
  const { t } = useTranslation('study');
  const names = useLiveQuery(() => categoryNames(categoryIds), [categoryIds.join(',')]);
  return (
    <Notice tone="error">
      <strong className="start-error-title">{title}</strong>
      <br />
      {names && names.length > 0 && (
        <>
          <span lang="vi">{t('emptyCategoryNamed', { name: names.join(', ') })}</span>
          <br />
        </>
      )}
      {t('emptyCategory')}
    </Notice>
  );
}
