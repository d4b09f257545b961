// /admin/categories: categories and, per test version, their subcategories. Create, rename and
// delete (refused while questions use one).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminCategoryDto, AdminSubcategoryDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { QueryTable } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { CategoryForm } from './category-form';
import { contentKeys, deleteCategory, deleteSubcategory, listCategories, listSubcategories } from './content-api';
import { EditDeleteButtons } from './delete-button';
import { SubcategoryForm } from './subcategory-form';
import './content.css';
import { TEST_VERSION_OPTIONS } from '../lib/test-versions';

type Editing =
  { kind: 'category'; row: AdminCategoryDto | null } | { kind: 'subcategory'; row: AdminSubcategoryDto | null } | null;

export function CategoriesPage() {
  const [editing, setEditing] = useState<Editing>(null);
  const [version, setVersion] = useState<'2008' | '2025'>('2025');
  const categories = useQuery({ queryKey: contentKeys.categories, queryFn: listCategories });
  const done = () => setEditing(null);

  if (editing?.kind === 'category') return <CategoryForm category={editing.row} onDone={done} />;
  if (editing?.kind === 'subcategory')
    return (
      <SubcategoryForm subcategory={editing.row} categories={categories.data ?? []} version={version} onDone={done} />
    );

  const categoryName = (id: number) => categories.data?.find((c) => c.id === id)?.name ?? String(id);
  return (
    <div className="stack">
      <PageHeader
        title="Categories"
        description="Categories group the questions; subcategories belong to one category of one test version."
        actions={<Button onClick={() => setEditing({ kind: 'category', row: null })}>New category</Button>}
      />
      <QueryTable
        query={categories}
        empty="No categories yet."
        caption="Categories"
        columns={[
          // A question file names its category by this ID (Import questions from a file).
          { header: 'ID', cell: (c) => c.id, nowrap: true },
          { header: 'Name', cell: (c) => c.name },
          { header: 'Group', cell: (c) => c.group ?? '' },
          { header: 'Questions', cell: (c) => c.questionCount, nowrap: true },
        ]}
        actions={(c) => (
          <EditDeleteButtons
            label={`category ${c.name}`}
            onEdit={() => setEditing({ kind: 'category', row: c })}
            onDelete={() => deleteCategory(c.id)}
          />
        )}
      />
      <SubcategoriesSection
        version={version}
        onVersion={setVersion}
        categoryName={categoryName}
        onEdit={(row) => setEditing({ kind: 'subcategory', row })}
      />
    </div>
  );
}

/** Subcategories of one test version, with the picker of that version. */
function SubcategoriesSection({
  version,
  onVersion,
  categoryName,
  onEdit,
}: {
  version: '2008' | '2025';
  onVersion: (version: '2008' | '2025') => void;
  categoryName: (id: number) => string;
  onEdit: (row: AdminSubcategoryDto | null) => void;
}) {
  const subcategories = useQuery({
    queryKey: contentKeys.subcategories,
    queryFn: listSubcategories,
    select: (rows) => rows.filter((s) => s.version === version),
  });
  return (
    <>
      <header className="admin-page-header">
        <h2>Subcategories</h2>
        <div className="button-row">
          <Button onClick={() => onEdit(null)}>New subcategory</Button>
        </div>
      </header>
      <SelectField
        label="Test version"
        value={version}
        options={TEST_VERSION_OPTIONS}
        onChange={(e) => onVersion(e.target.value === '2008' ? '2008' : '2025')}
      />
      <QueryTable
        query={subcategories}
        empty="No subcategories for this test version."
        caption="Subcategories"
        columns={[
          { header: 'ID', cell: (s) => s.id, nowrap: true },
          { header: 'Category', cell: (s) => categoryName(s.categoryId) },
          { header: 'Name', cell: (s) => s.name },
          { header: 'Order', cell: (s) => s.order, nowrap: true },
          { header: 'Questions', cell: (s) => s.questionCount, nowrap: true },
        ]}
        actions={(s) => (
          <EditDeleteButtons
            label={`subcategory ${s.name}`}
            onEdit={() => onEdit(s)}
            onDelete={() => deleteSubcategory(s.id)}
          />
        )}
      />
    </>
  );
}

export { CategoriesPage as Screen };
