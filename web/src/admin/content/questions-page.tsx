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
import { useRevealForm } from '../ui/use-reveal-form';
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

/** The question being edited: its editor opens at its title, and closing it comes back to its row. */
function useEditing() {
  const [editing, setEditing] = useState<Editing>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  // The editor takes the list's place: it opens at its title, not where the list was scrolled to.
  const editor = useRevealForm<HTMLDivElement>(editing && (editing.question?.id ?? 'new'));
  const close = () => {
    setReturnTo(editing?.question?.id ?? null);
    setEditing(null);
  };
  return { editing, setEditing, returnTo, editor, close };
}

export function QuestionsPage() {
  const [filters, setFilters] = useState<QuestionFilters>({ version: '2025', page: 1 });
  const { editing, setEditing, returnTo, editor, close } = useEditing();
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
      <div ref={editor}>
        <QuestionEditor
          key={editing.question?.id ?? 'new'}
          question={editing.question}
          initial={initial}
          onDone={close}
        />
      </div>
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
            returnTo={returnTo}
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
