// /admin/test-instances: every test attempt (learner, test, score, passed, date), filtered and
// paged, with the same selection as a CSV download.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { TestAttemptPage, TestDefinitionDto } from '@civics/sync-protocol';
import { buttonClass } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { DataTable, type Column } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { PagedList } from '../ui/paged-list';
import { YesNoFilter } from '../ui/yes-no-filter';
import { attemptsCsvUrl, listAttempts, listDefinitions, testKeys, type AttemptFilters } from './tests-api';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const ATTEMPT_COLUMNS: Column<TestAttemptPage['items'][number]>[] = [
  { header: 'Learner', cell: (a) => (a.fullName ? `${a.fullName} (${a.username})` : a.username) },
  { header: 'Test', cell: (a) => a.testName },
  { header: 'Score', cell: (a) => `${a.score}/${a.totalQuestions}`, nowrap: true },
  { header: 'Passed', cell: (a) => (a.passed ? 'Passed' : 'Failed'), nowrap: true },
  {
    header: 'Date',
    cell: (a) => (a.completedAt ? dateTime.format(new Date(a.completedAt)) : ''),
    nowrap: true,
  },
];

interface TestChoiceProps {
  filters: AttemptFilters;
  definitions: TestDefinitionDto[];
  onChange: (next: Partial<AttemptFilters>) => void;
}

/** One select for three filters: all tests, fixed or practice tests only, or one fixed test. */
function TestChoice({ filters, definitions, onChange }: TestChoiceProps) {
  const value =
    filters.testDefinitionId !== undefined
      ? String(filters.testDefinitionId)
      : filters.fixedOnly === false
        ? 'practice'
        : filters.fixedOnly
          ? 'fixed'
          : '';
  return (
    <SelectField
      label="Test"
      value={value}
      options={[
        { value: '', label: 'All tests' },
        { value: 'fixed', label: 'Fixed tests only' },
        { value: 'practice', label: 'Practice tests only' },
        ...definitions.map((d) => ({ value: String(d.id), label: d.name })),
      ]}
      onChange={(e) => {
        const chosen = e.target.value;
        if (chosen === '') onChange({ testDefinitionId: undefined, fixedOnly: undefined });
        else if (chosen === 'fixed' || chosen === 'practice')
          onChange({ testDefinitionId: undefined, fixedOnly: chosen === 'fixed' });
        else onChange({ testDefinitionId: Number(chosen), fixedOnly: undefined });
      }}
    />
  );
}

export function TestInstancesPage() {
  const [filters, setFilters] = useState<AttemptFilters>({ page: 1 });
  const attempts = useQuery({
    queryKey: [...testKeys.attempts, filters],
    queryFn: () => listAttempts(filters),
    placeholderData: keepPreviousData,
  });
  const definitions = useQuery({ queryKey: testKeys.definitions, queryFn: listDefinitions });
  const change = (next: Partial<AttemptFilters>) => setFilters((current) => ({ ...current, page: 1, ...next }));

  return (
    <div className="stack">
      <PageHeader
        title="Test instances"
        description="Tests learners took, newest first. Tests taken offline appear once the device syncs."
        actions={
          <a className={buttonClass('secondary')} href={attemptsCsvUrl(filters)} download>
            <Download aria-hidden="true" size={18} /> Download CSV
          </a>
        }
      />
      <div className="admin-filters" role="search">
        <TestChoice filters={filters} definitions={definitions.data ?? []} onChange={change} />
        <YesNoFilter
          label="Result"
          value={filters.passed}
          choices={['Passed and failed', 'Passed', 'Failed']}
          onChange={(passed) => change({ passed })}
        />
        <TextField
          label="Learner"
          type="search"
          placeholder="Username or name"
          value={filters.userSearch ?? ''}
          onChange={(e) => change({ userSearch: e.target.value })}
        />
      </div>
      <PagedList
        query={attempts}
        empty="No test attempts match these filters."
        onPage={(p) => setFilters((current) => ({ ...current, page: p }))}
      >
        {(page) => <DataTable caption="Test attempts" rows={page.items} columns={ATTEMPT_COLUMNS} />}
      </PagedList>
    </div>
  );
}

export { TestInstancesPage as Screen };
