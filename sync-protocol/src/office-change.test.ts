import { describe, expect, it } from 'vitest';
import { officeChangeOn, officialSite, siteLabel, type OfficeChange } from './office-change.js';

// Alaska's governor: the term ends on inauguration day, 2026-12-07.
const alaska: OfficeChange = { endsOn: '2026-12-07', successorFrom: null, site: 'https://gov.alaska.gov' };

describe('officeChangeOn (issue 34 item 11)', () => {
  it('keeps the holder as the answer up to and on the day the term ends', () => {
    expect(officeChangeOn([alaska], '2026-11-27')).toBeNull();
    expect(officeChangeOn([alaska], '2026-12-07')).toBeNull();
  });

  it('reports the change from the day after the term ends while nobody new is entered', () => {
    expect(officeChangeOn([alaska], '2026-12-08')).toEqual(alaska);
    expect(officeChangeOn([alaska], '2027-03-01')).toEqual(alaska);
  });

  it('reports nothing once a successor is in force, and the gap until a later successor starts', () => {
    expect(officeChangeOn([{ ...alaska, successorFrom: '2026-12-07' }], '2026-12-08')).toBeNull();
    const late = { ...alaska, successorFrom: '2026-12-10' };
    expect(officeChangeOn([late], '2026-12-08')).toEqual(late);
    expect(officeChangeOn([late], '2026-12-10')).toBeNull();
  });

  it('names the earliest of several seats waiting, and nothing without dates', () => {
    const senate: OfficeChange = { endsOn: '2027-01-03', successorFrom: null, site: 'https://www.senate.gov' };
    expect(officeChangeOn([senate, alaska], '2027-01-04')).toEqual(alaska);
    expect(officeChangeOn([{ ...alaska, successorFrom: '2026-12-07' }, senate], '2027-01-04')).toEqual(senate);
    expect(officeChangeOn(undefined, '2027-01-04')).toBeNull();
    expect(officeChangeOn([], '2027-01-04')).toBeNull();
  });

  it('points at the state portal where known, else USA.gov, and at each office’s site', () => {
    expect(officialSite('governor', 'HI')).toBe('https://governor.hawaii.gov');
    expect(officialSite('governor', 'OH')).toBe('https://www.usa.gov/states-and-territories');
    expect(officialSite('senator', 'OH')).toBe('https://www.senate.gov');
    expect(officialSite('chiefJustice')).toBe('https://www.supremecourt.gov');
    expect(siteLabel('https://www.usa.gov/states-and-territories')).toBe('usa.gov/states-and-territories');
  });
});
