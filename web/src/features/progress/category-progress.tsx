// Per category, then per subcategory inside it: mastered / learning / new with a bar each.
import { useTranslation } from 'react-i18next';
import type { CategoryDto } from '@civics/sync-protocol';
import type { CategoryProgress as Progress } from '../../lib/spaced/mastery';
import { Card } from '../../ui/card';
import { MasteryBar } from './mastery-bar';

/** Subcategory names travel in this namespace (the bundle carries only category names). */
const SUBCATEGORY_KEYS = new Set(Array.from({ length: 18 }, (_, i) => i + 1));

export function CategoryProgressCard({
  categories,
  progress,
  language,
}: {
  categories: CategoryDto[];
  progress: Progress[];
  language: string;
}) {
  const { t } = useTranslation('progress');
  const byId = new Map(categories.map((c) => [c.id, c]));
  const subName = (id: number | null) =>
    id !== null && SUBCATEGORY_KEYS.has(id) ? t(`subcategory.s${id}` as 'subcategory.s1') : t('categories.other');
  return (
    <Card title={t('categories.title')}>
      <div className="stack">
        {progress.map((category) => {
          const dto = byId.get(category.categoryId);
          const name = dto ? (dto.translations[language]?.name ?? dto.name) : t('categories.other');
          return (
            <section key={category.categoryId} className="category-progress" aria-label={name}>
              <MasteryBar label={name} counts={category.counts} testId={`category-${category.categoryId}`} />
              {category.subcategories.length > 1 && (
                <div className="subcategory-list">
                  {category.subcategories.map((sub) => (
                    <MasteryBar
                      key={sub.subcategoryId ?? 'none'}
                      label={subName(sub.subcategoryId)}
                      counts={sub.counts}
                    />
                  ))}
                </div>
              )}
            </section>
          );
        })}
      </div>
    </Card>
  );
}
