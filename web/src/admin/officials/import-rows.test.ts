import { describe, expect, it } from 'vitest';
import type { OfficialsImportResult } from '@civics/sync-protocol';
import { describeChanges, hasWork, rowsThatMatter } from './import-rows';

const row = (state: string, name: string, extra: object = {}) => ({
  state,
  name,
  party: 'Republican',
  effectiveDate: '2027-01-03',
  ...extra,
});
const result = (parts: Partial<OfficialsImportResult>): OfficialsImportResult => ({
  kind: 'governors',
  dryRun: true,
  format: 'governors CSV',
  added: [],
  changed: [],
  retired: [],
  cosmetic: [],
  scheduled: [],
  pastDates: [],
  badRows: [],
  endedSkipped: [],
  unchanged: 0,
  ...parts,
});

describe('the import preview’s order', () => {
  it('puts ends of terms, new holders and cancellations before other changes, and leaves spelling out', () => {
    const rows = rowsThatMatter(
      result({
        changed: [row('OH', 'Mike DeWine', { changes: { termEnd: { from: '2027-01-11', to: '2027-01-13' } } })],
        added: [row('WY', 'New Wyoming'), row('AK', 'New Alaska')],
        retired: [row('AK', 'Old Alaska')],
        scheduled: [
          { ...row('HI', 'Kept'), id: 1, keep: true },
          { ...row('NE', 'Unticked'), id: 2, keep: false },
        ],
        cosmetic: [row('TX', 'Greg W. Abbott', { changes: { name: { from: 'Greg Abbott', to: 'Greg W. Abbott' } } })],
      }),
    );
    expect(rows.map((r) => `${r.change} ${r.name}`)).toEqual([
      'Term ends Old Alaska',
      'New holder New Alaska',
      'New holder New Wyoming',
      'Cancelled Unticked',
      'Changed Mike DeWine',
    ]);
    expect(describeChanges(rows[4]!)).toBe('Term end: 2027-01-11 → 2027-01-13');
  });

  it('has work to apply when it only confirms holders (their as-of date) or cancels an entry', () => {
    expect(hasWork(result({}))).toBe(false);
    expect(hasWork(result({ unchanged: 3 }))).toBe(true);
    expect(hasWork(result({ scheduled: [{ ...row('HI', 'X'), id: 1, keep: false }] }))).toBe(true);
  });
});
