import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
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

/** Search and filters of the users list; the search applies on submit, the selects at once. */
export function UserFilters({ values, onChange }: { values: FilterValues; onChange: (values: FilterValues) => void }) {
  const [search, setSearch] = useState(values.search);
  const set = (key: keyof FilterValues) => (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...values, search });
  };
  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <TextField label="Search name, email, phone or username" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
      <div className="button-row">
        <Button type="submit">Search</Button>
      </div>
      <SelectField
        label="Approval"
        value={values.approval}
        onChange={set('approval')}
        options={[
          { value: 'any', label: 'Any' },
          { value: 'pending', label: 'Waiting for approval' },
          { value: 'approved', label: 'Approved' },
        ]}
      />
      <SelectField
        label="Level"
        value={values.level}
        onChange={set('level')}
        options={[ANY, { value: '0', label: 'Level 0' }, { value: '1', label: 'Level 1' }, { value: '2', label: 'Level 2' }]}
      />
      <SelectField label="Role" value={values.role} onChange={set('role')} options={[ANY, { value: 'user', label: 'Learner' }, { value: 'admin', label: 'Admin' }]} />
      <SelectField
        label="Email"
        value={values.verified}
        onChange={set('verified')}
        options={[ANY, { value: 'true', label: 'Verified' }, { value: 'false', label: 'Not verified' }]}
      />
      <SelectField
        label="Account"
        value={values.disabled}
        onChange={set('disabled')}
        options={[ANY, { value: 'false', label: 'Enabled' }, { value: 'true', label: 'Disabled' }]}
      />
    </form>
  );
}
