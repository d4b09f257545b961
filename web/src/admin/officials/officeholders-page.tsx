// /admin/officeholders: the President, Vice President, Speaker and Chief Justice with their dates.
// A new holder is scheduled from the day they take office; the name is entered once and reaches
// every language and the mock interview's grading on that day (on each device's own date).
import { useState, type FormEvent } from 'react';
import { OFFICEHOLDER_OFFICES, type OfficeholderOffice } from '@civics/sync-protocol';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CheckboxField } from '../../ui/checkbox-field';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { errorText } from '../lib/admin-api';
import { notifyError, notifySuccess, withToasts } from '../ui/notify';
import { PageHeader } from '../ui/page-header';
import { QueryTable } from '../ui/data-table';
import { FreshnessPanel } from './freshness-panel';
import { useCancelOfficeholder, useOfficeholders, useScheduleOfficeholder } from './officeholders-api';

const OFFICE_LABELS: Record<OfficeholderOffice, string> = {
  president: 'President',
  vicePresident: 'Vice President',
  speaker: 'Speaker of the House',
  chiefJustice: 'Chief Justice',
};

/** The admin's own calendar day: "in the past" is judged where the admin is. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function ScheduleForm() {
  const schedule = useScheduleOfficeholder();
  const [office, setOffice] = useState<OfficeholderOffice>('speaker');
  const [name, setName] = useState('');
  const [party, setParty] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [confirmPast, setConfirmPast] = useState(false);
  const past = validFrom !== '' && validFrom < localToday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    schedule.mutate(
      { office, name, party: party.trim() || null, validFrom, ...(past ? { confirmPastDate: confirmPast } : {}) },
      {
        onSuccess: (saved) => {
          notifySuccess(`${saved.name} scheduled`, `${OFFICE_LABELS[saved.office]} from ${saved.validFrom}`);
          setName('');
          setParty('');
          setValidFrom('');
          setConfirmPast(false);
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Card>
      <form className="admin-form stack" onSubmit={submit} noValidate>
        <h2>Schedule a new officeholder</h2>
        {schedule.isError && <Notice tone="error">{errorText(schedule.error)}</Notice>}
        <div className="admin-filters">
          <SelectField
            label="Office"
            options={OFFICEHOLDER_OFFICES.map((o) => ({ value: o, label: OFFICE_LABELS[o] }))}
            value={office}
            onChange={(e) => setOffice(e.target.value as OfficeholderOffice)}
          />
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            hint="Entered once: shown in English and every translation"
          />
          <TextField label="Party" value={party} onChange={(e) => setParty(e.target.value)} hint="Optional" />
          <TextField
            label="Takes office on"
            type="date"
            value={validFrom}
            onChange={(e) => setValidFrom(e.target.value)}
          />
        </div>
        {past && (
          <Notice tone="info">
            {validFrom} is in the past: learners who already studied this answer will see it change at once.
            <CheckboxField
              label="Yes, this past date is right"
              checked={confirmPast}
              onChange={(e) => setConfirmPast(e.target.checked)}
            />
          </Notice>
        )}
        <div className="button-row">
          <Button type="submit" disabled={schedule.isPending || !name.trim() || !validFrom || (past && !confirmPast)}>
            Schedule
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function Screen() {
  const query = useOfficeholders();
  const cancel = useCancelOfficeholder();
  return (
    <section className="stack">
      <PageHeader
        title="Officeholders"
        description="The President, Vice President, Speaker and Chief Justice the questions ask about, with the day each takes office."
      />
      <FreshnessPanel kind="officeholder" />
      <ScheduleForm />
      {/* A DataTable: its cells carry the column names that label each card on a phone. */}
      <QueryTable
        query={query}
        empty="No officeholders stored yet."
        caption="Officeholders"
        columns={[
          { header: 'Office', cell: (row) => OFFICE_LABELS[row.office] },
          { header: 'Name', cell: (row) => row.name },
          { header: 'From', cell: (row) => row.validFrom ?? '—', nowrap: true },
          { header: 'Until', cell: (row) => row.validUntil ?? '—', nowrap: true },
          { header: 'Status', cell: (row) => row.status, nowrap: true },
          { header: 'As of', cell: (row) => row.asOf.slice(0, 10), nowrap: true },
        ]}
        actions={(row) =>
          row.status === 'scheduled' && (
            <Button
              variant="secondary"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  row.id,
                  withToasts(() => `${row.name} cancelled`),
                )
              }
            >
              Cancel {row.name}
            </Button>
          )
        }
      />
    </section>
  );
}
