import { describe, expect, it } from 'vitest';
import { SenatorCreate, SenatorUpdate, schemaErrors } from '@civics/sync-protocol';
import { statusText, toBody } from './official-values';

describe('officials form values', () => {
  it('leaves empty dates out, keeps an empty name (so it is refused) and makes the class a number', () => {
    const body = toBody({
      state: 'TX',
      senatorName: 'Jordan Example',
      partisanship: 'Independent',
      senateClass: '2',
      validFrom: '2027-01-03',
      inaugurationDay: '',
      termEnd: '',
    });
    expect(body).toEqual({
      state: 'TX',
      senatorName: 'Jordan Example',
      partisanship: 'Independent',
      senateClass: 2,
      validFrom: '2027-01-03',
    });
    expect(schemaErrors(SenatorCreate, body)).toEqual([]);
    expect(schemaErrors(SenatorUpdate, toBody({ senatorName: '', partisanship: 'Republican' }))).toEqual([
      { path: 'senatorName', message: 'This field is required' },
    ]);
    expect(
      schemaErrors(
        SenatorCreate,
        toBody({ state: '', senatorName: 'A', partisanship: 'Republican', senateClass: '1', validFrom: '2027-02-30' }),
      )
        .map((e) => e.path)
        .sort(),
    ).toEqual(['state', 'validFrom']);
  });

  it('says when a row serves, takes office or retired', () => {
    expect(statusText({ status: 'scheduled', validFrom: '2027-01-03', validUntil: null })).toBe(
      'Takes office 2027-01-03',
    );
    expect(statusText({ status: 'current', validFrom: null, validUntil: '2027-01-03' })).toBe(
      'Serving until 2027-01-03',
    );
    expect(statusText({ status: 'current', validFrom: null, validUntil: null })).toBe('Serving');
    expect(statusText({ status: 'retired', validFrom: null, validUntil: '2026-11-23' })).toBe('Retired 2026-11-23');
  });
});

describe('the past-date confirmation in the officials form', () => {
  it('travels only when ticked', () => {
    expect(toBody({ governorName: 'A B', validFrom: '2020-12-07', confirmPastDate: true })).toEqual({
      governorName: 'A B',
      validFrom: '2020-12-07',
      confirmPastDate: true,
    });
    expect(toBody({ governorName: 'A B', validFrom: '2020-12-07', confirmPastDate: false })).toEqual({
      governorName: 'A B',
      validFrom: '2020-12-07',
    });
  });
});
