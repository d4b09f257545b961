import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardDto, FreshnessItem } from '@civics/sync-protocol';
import { FreshnessSummary } from './freshness-summary';

afterEach(cleanup);

const item = (overrides: Partial<FreshnessItem>): FreshnessItem => ({
  reason: 'endingSoon',
  kind: 'governor',
  place: 'AK',
  placeName: 'Alaska',
  seat: null,
  id: 1,
  name: 'Mike Dunleavy',
  endsOn: '2026-12-07',
  daysLeft: 5,
  urgent: true,
  ...overrides,
});

describe('the dashboard’s Officials to check (issue 34 item 11)', () => {
  it('names the missing successors first, before the counts', () => {
    const first = [
      item({ reason: 'termEnded', daysLeft: -1 }),
      item({ reason: 'termEnded', place: 'HI', placeName: 'Hawaii', id: 2, name: 'Josh Green', daysLeft: -1 }),
      item({
        reason: 'endingSoon',
        kind: 'senator',
        place: 'OH',
        placeName: 'Ohio',
        seat: 3,
        id: 3,
        name: 'Jon Husted',
        endsOn: '2027-01-03',
        daysLeft: 26,
        urgent: false,
      }),
    ];
    const stats = { officialsToCheck: { total: 3, urgent: 2, first } } as unknown as DashboardDto;
    render(
      <MemoryRouter>
        <FreshnessSummary stats={stats} />
      </MemoryRouter>,
    );
    const missing = screen.getByTestId('successor-missing');
    expect(missing.textContent).toBe(
      'Successor missing: Alaska governor (Mike Dunleavy, term ended 2026-12-07, 1 day ago), Hawaii governor (Josh Green, term ended 2026-12-07, 1 day ago). Learners are told the new name is not in the app yet, and tests leave the question out.',
    );
    expect(
      missing.compareDocumentPosition(screen.getByText(/3 seats to check/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(missing.querySelector('a[href="/admin/governors?state=HI"]')?.textContent).toBe('Hawaii governor');
  });

  it('says nothing of a missing successor when every seat has a holder in force', () => {
    const stats = {
      officialsToCheck: { total: 1, urgent: 0, first: [item({ daysLeft: 20, urgent: false })] },
    } as unknown as DashboardDto;
    render(
      <MemoryRouter>
        <FreshnessSummary stats={stats} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('successor-missing')).toBeNull();
  });
});
