import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, type StoredGovernor } from '../../db/database';
import { OfficialsPanel } from './officials-panel';

const governor = (
  id: number,
  state: string,
  stateName: string,
  governorName: string,
): StoredGovernor & { validFrom: string; validUntil: null } => ({
  id,
  state,
  stateName,
  governorName,
  partisanship: 'Republican',
  inaugurationDay: '2025-01-02',
  asOf: '2026-02-27',
  validFrom: '2025-01-02',
  validUntil: null,
  portraitUrl: null,
  portraitData: null,
  portraitMimeType: null,
});

describe('the officials panel for a territory resident', () => {
  beforeEach(async () => {
    await db.governors.bulkPut([
      governor(1, 'PR', 'Puerto Rico', 'Jenniffer González-Colón'),
      governor(2, 'CA', 'California', 'Gavin Newsom'),
    ]);
  });
  afterEach(async () => {
    await db.governors.clear();
  });

  it("opens on the territory and shows its governor, who is the learner's answer", async () => {
    render(<OfficialsPanel kind="governor" defaultState="PR" />);
    expect(await screen.findByText('Jenniffer González-Colón')).toBeInTheDocument();
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('PR');
    expect(screen.getByRole('option', { name: 'Guam' })).toBeInTheDocument();
  });

  it('offers no territory for senators (territories have none) and opens on the default state instead', async () => {
    render(<OfficialsPanel kind="senators" defaultState="PR" />);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('CA');
    expect(screen.queryByRole('option', { name: 'Puerto Rico' })).toBeNull();
  });
});
