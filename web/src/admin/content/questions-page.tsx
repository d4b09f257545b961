// /admin/questions: the question banks by test version and category, with search; edit, create
// and deactivate. Every change reaches learners with their next bundle.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminQuestionDto } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { PageHeader } from '../ui/page-header';
import { PagedList } from '../ui/paged-list';
import { YesNoFilter } from '../ui/yes-no-filter';
import { contentKeys, listCategories, listQuestions, type QuestionFilters } from './content-api';
import { QuestionEditor } from './question-editor';
import { QuestionFileImportPanel } from './question-file-import-panel';
import { emptyQuestion, formValuesOf } from './question-form-values';
import { QuestionsTable } from './questions-table';
import { SeedImportPanel } from './seed-import-panel';
import './content.css';
import { TEST_VERSION_OPTIONS } from '../lib/test-versions';

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
          options={TEST_VERSION_OPTIONS}
          onChange={(e) => change({ version: e.target.value === '2008' ? '2008' : '2025' })}
        />
        <SelectField
          label="Category"
          placeholder="All categories"
          value={filters.categoryId === undefined ? '' : String(filters.categoryId)}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(e) => change({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
        />
        <YesNoFilter
          label="Status"
          value={filters.active}
          choices={['Active and inactive', 'Active', 'Inactive']}
          onChange={(active) => change({ active })}
        />
        <TextField
          label="Search"
          type="search"
          placeholder="Text or number"
          value={filters.search ?? ''}
          onChange={(e) => change({ search: e.target.value })}
        />
      </div>
      <PagedList
        query={questions}
        empty="No questions match these filters."
        onPage={(p) => setFilters((current) => ({ ...current, page: p }))}
      >
        {(page) => (
          <QuestionsTable
            questions={page.items}
            categories={categories.data ?? []}
            onEdit={(question) => setEditing({ question })}
          />
        )}
      </PagedList>
      <QuestionFileImportPanel />
      <SeedImportPanel />
    </div>
  );
}

export { QuestionsPage as Screen };
