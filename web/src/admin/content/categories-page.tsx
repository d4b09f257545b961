// /admin/categories: categories and, per test version, their subcategories. Create, rename and
// delete (refused while questions use one).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminCategoryDto, AdminSubcategoryDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { DataTable } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { CategoryForm } from './category-form';
import { contentKeys, deleteCategory, deleteSubcategory, listCategories, listSubcategories } from './content-api';
import { DeleteButton } from './delete-button';
import { SubcategoryForm } from './subcategory-form';
import './content.css';
import { TEST_VERSION_OPTIONS } from '../lib/test-versions';

type Editing =
  { kind: 'category'; row: AdminCategoryDto | null } | { kind: 'subcategory'; row: AdminSubcategoryDto | null } | null;

export function CategoriesPage() {
  const [editing, setEditing] = useState<Editing>(null);
  const [version, setVersion] = useState<'2008' | '2025'>('2025');
  const categories = useQuery({ queryKey: contentKeys.categories, queryFn: listCategories });
  const subcategories = useQuery({ queryKey: contentKeys.subcategories, queryFn: listSubcategories });
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
      <QueryState query={categories} isEmpty={(rows) => rows.length === 0} empty="No categories yet.">
        {(rows) => (
          <DataTable
            caption="Categories"
            rows={rows}
            rowKey={(c) => c.id}
            columns={[
              { header: 'Name', cell: (c) => c.name },
              { header: 'Group', cell: (c) => c.group ?? '' },
              { header: 'Questions', cell: (c) => c.questionCount, nowrap: true },
              {
                header: 'Actions',
                nowrap: true,
                cell: (c) => (
                  <div className="button-row">
                    <Button
                      variant="secondary"
                      aria-label={`Edit category ${c.name}`}
                      onClick={() => setEditing({ kind: 'category', row: c })}
                    >
                      Edit
                    </Button>
                    <DeleteButton label={`category ${c.name}`} onDelete={() => deleteCategory(c.id)} />
                  </div>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <header className="admin-page-header">
        <h2>Subcategories</h2>
        <div className="button-row">
          <Button onClick={() => setEditing({ kind: 'subcategory', row: null })}>New subcategory</Button>
        </div>
      </header>
      <SelectField
        label="Test version"
        value={version}
        options={TEST_VERSION_OPTIONS}
        onChange={(e) => setVersion(e.target.value === '2008' ? '2008' : '2025')}
      />
      <QueryState
        query={subcategories}
        isEmpty={(rows) => !rows.some((s) => s.version === version)}
        empty="No subcategories for this test version."
      >
        {(rows) => (
          <DataTable
            caption="Subcategories"
            rows={rows.filter((s) => s.version === version)}
            rowKey={(s) => s.id}
            columns={[
              { header: 'Category', cell: (s) => categoryName(s.categoryId) },
              { header: 'Name', cell: (s) => s.name },
              { header: 'Order', cell: (s) => s.order, nowrap: true },
              { header: 'Questions', cell: (s) => s.questionCount, nowrap: true },
              {
                header: 'Actions',
                nowrap: true,
                cell: (s) => (
                  <div className="button-row">
                    <Button
                      variant="secondary"
                      aria-label={`Edit subcategory ${s.name}`}
                      onClick={() => setEditing({ kind: 'subcategory', row: s })}
                    >
                      Edit
                    </Button>
                    <DeleteButton label={`subcategory ${s.name}`} onDelete={() => deleteSubcategory(s.id)} />
                  </div>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </div>
  );
}

export { CategoriesPage as Screen };
