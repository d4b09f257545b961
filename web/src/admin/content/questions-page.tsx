// /admin/questions: the question banks by test version and category, with search; edit, create
// and deactivate. Every change reaches learners with their next bundle.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminQuestionDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryState } from '../ui/query-state';
import { contentKeys, listCategories, listQuestions, type QuestionFilters } from './content-api';
import { QuestionEditor } from './question-editor';
import { QuestionFileImportPanel } from './question-file-import-panel';
import { emptyQuestion, formValuesOf } from './question-form-values';
import { QuestionsTable } from './questions-table';
import { SeedImportPanel } from './seed-import-panel';
import './content.css';

type Editing = { question: AdminQuestionDto | null } | null;

export function QuestionsPage() {
  const [filters, setFilters] = useState<QuestionFilters>({ version: '2025', page: 1 });
  const [editing, setEditing] = useState<Editing>(null);
  const questions = useQuery({
    queryKey: [...contentKeys.questions, filters],
    queryFn: () => listQuestions(filters),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: contentKeys.categories, queryFn: listCategories });
  const change = (next: Partial<QuestionFilters>) => setFilters((current) => ({ ...current, page: 1, ...next }));

  if (editing) {
    const initial = editing.question ? formValuesOf(editing.question) : emptyQuestion(filters.version);
    return (
      <QuestionEditor
        key={editing.question?.id ?? 'new'}
        question={editing.question}
        initial={initial}
        onDone={() => setEditing(null)}
      />
    );
  }

  return (
    <div className="stack">
      <PageHeader
        title="Questions"
        description="Edit the questions learners study and are tested on."
        actions={<Button onClick={() => setEditing({ question: null })}>New question</Button>}
      />
      <div className="admin-filters" role="search">
        <SelectField
          label="Test version"
          value={filters.version}
          options={[
            { value: '2025', label: '2025 test' },
            { value: '2008', label: '2008 test' },
          ]}
          onChange={(e) => change({ version: e.target.value === '2008' ? '2008' : '2025' })}
        />
        <SelectField
          label="Category"
          placeholder="All categories"
          value={filters.categoryId === undefined ? '' : String(filters.categoryId)}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(e) => change({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
        />
        <SelectField
          label="Status"
          value={filters.active === undefined ? '' : String(filters.active)}
          options={[
            { value: '', label: 'Active and inactive' },
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
          onChange={(e) => change({ active: e.target.value === '' ? undefined : e.target.value === 'true' })}
        />
        <TextField
          label="Search"
          type="search"
          placeholder="Text or number"
          value={filters.search ?? ''}
          onChange={(e) => change({ search: e.target.value })}
        />
      </div>
      <QueryState
        query={questions}
        isEmpty={(page) => page.items.length === 0}
        empty="No questions match these filters."
      >
        {(page) => (
          <>
            <QuestionsTable
              questions={page.items}
              categories={categories.data ?? []}
              onEdit={(question) => setEditing({ question })}
            />
            <Pagination
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              onPage={(p) => setFilters((current) => ({ ...current, page: p }))}
            />
          </>
        )}
      </QueryState>
      <QuestionFileImportPanel />
      <SeedImportPanel />
    </div>
  );
}

export { QuestionsPage as Screen };
