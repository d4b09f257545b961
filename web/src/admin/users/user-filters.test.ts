import { describe, expect, it } from 'vitest';
import { emptyListText, type FilterValues } from './user-filters';

const QUEUE: FilterValues = { search: '', approval: 'pending', level: '', role: '', verified: '', disabled: '' };

describe('the empty users list', () => {
  it('says nobody is waiting only when nothing but the queue narrowed the list', () => {
    expect(emptyListText(QUEUE)).toBe('No accounts are waiting for approval.');
  });

  it('blames the search or filters when they may hide accounts that are waiting', () => {
    expect(emptyListText({ ...QUEUE, search: 'lan' })).toBe('No waiting account matches these filters.');
    expect(emptyListText({ ...QUEUE, verified: 'true' })).toBe('No waiting account matches these filters.');
  });

  it('speaks of every account outside the queue', () => {
    expect(emptyListText({ ...QUEUE, approval: 'any' })).toBe('No accounts match these filters.');
    expect(emptyListText({ ...QUEUE, approval: 'approved', search: 'lan' })).toBe('No accounts match these filters.');
  });
});
