import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { SelectField, type SelectOption } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

export interface FilterValues {
  search: string;
  approval: string;
  level: string;
  role: string;
  verified: string;
  disabled: string;
}

const ANY = { value: '', label: 'Any' };

/** The filters that apply as soon as one is chosen, in the order they are shown. */
const SELECTS: { key: Exclude<keyof FilterValues, 'search'>; label: string; options: SelectOption[] }[] = [
  {
    key: 'approval',
    label: 'Approval',
    options: [
      { value: 'any', label: 'Any' },
      { value: 'pending', label: 'Waiting for approval' },
      { value: 'approved', label: 'Approved' },
    ],
  },
  {
    key: 'level',
    label: 'Level',
    options: [
      ANY,
      { value: '0', label: 'Level 0' },
      { value: '1', label: 'Level 1' },
      { value: '2', label: 'Level 2' },
    ],
  },
  {
    key: 'role',
    label: 'Role',
    options: [ANY, { value: 'user', label: 'Learner' }, { value: 'admin', label: 'Admin' }],
  },
  {
    key: 'verified',
    label: 'Email',
    options: [ANY, { value: 'true', label: 'Verified' }, { value: 'false', label: 'Not verified' }],
  },
  {
    key: 'disabled',
    label: 'Account',
    options: [ANY, { value: 'false', label: 'Enabled' }, { value: 'true', label: 'Disabled' }],
  },
];

/** How many filters differ from "show everything", for the folded button's count. */
const activeCount = (values: FilterValues) =>
  (values.search ? 1 : 0) +
  (values.approval && values.approval !== 'any' ? 1 : 0) +
  [values.level, values.role, values.verified, values.disabled].filter(Boolean).length;

/** Said when the list is empty: the queue is only "empty" when no search or other filter narrowed it. */
export function emptyListText(values: FilterValues): string {
  if (values.approval !== 'pending') return 'No accounts match these filters.';
  // The waiting filter is the queue itself; anything more may be what hides the waiting accounts.
  return activeCount(values) > 1
    ? 'No waiting account matches these filters.'
    : 'No accounts are waiting for approval.';
}

/**
 * Search and filters of the users list; the search applies on submit, the selects at once. Below
 * 600 px they fold behind one "Filters" button (issue 31), so on a phone the first waiting account's
 * Approve is in view without scrolling past six fields.
 */
export function UserFilters({ values, onChange }: { values: FilterValues; onChange: (values: FilterValues) => void }) {
  const [open, setOpen] = useState(false);
  const active = activeCount(values);
  return (
    <div className={['admin-filters-fold', open ? 'admin-filters-open' : ''].filter(Boolean).join(' ')}>
      <Button
        variant="secondary"
        className="admin-filters-toggle"
        aria-expanded={open}
        aria-controls="admin-user-filters"
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      <FilterForm values={values} onChange={onChange} />
    </div>
  );
}

function FilterForm({ values, onChange }: { values: FilterValues; onChange: (values: FilterValues) => void }) {
  const [search, setSearch] = useState(values.search);
  const set = (key: keyof FilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...values, search });
  };
  return (
    <form id="admin-user-filters" className="admin-filters" role="search" onSubmit={submit}>
      <TextField
        label="Search name, email, phone or username"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        maxLength={100}
      />
      <div className="button-row">
        <Button type="submit">Search</Button>
      </div>
      {SELECTS.map(({ key, label, options }) => (
        <SelectField key={key} label={label} value={values[key]} onChange={set(key)} options={options} />
      ))}
    </form>
  );
}
