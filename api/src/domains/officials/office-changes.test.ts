// Issue 34 item 11: the bundle carries the term ends of the holders behind a learner's answers, the
// day a successor entered takes office and the official site, so the device can stop teaching an
// outgoing name the day after a term ends with nobody new entered, offline too.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { officeChangeOn, type OfficeChange } from '@civics/sync-protocol';
import { adminAppAt, bundleOf, enterGovernor, learnerIn } from './test-kit.js';

afterEach(() => vi.useRealTimers());

type WithChanges = { id: number; officeChanges?: OfficeChange[] };

describe('the bundle’s office changes', { timeout: 60_000 }, () => {
  it('carries Alaska’s governor term end with no successor, then the successor’s first day once the operator enters one', async () => {
    const { app, admin } = await adminAppAt('2026-11-27T12:00:00Z');
    const alaskan = await learnerIn(app, 'alaskan', 'AK', '2025');
    const governorQuestion = async () =>
      ((await bundleOf(app, alaskan)).body.questions as WithChanges[]).find((q) => q.id === 1061)!;

    const before = await governorQuestion();
    expect(before.officeChanges).toEqual([
      { endsOn: '2026-12-07', successorFrom: null, site: 'https://gov.alaska.gov' },
    ]);
    expect(officeChangeOn(before.officeChanges, '2026-12-07')).toBeNull();
    expect(officeChangeOn(before.officeChanges, '2026-12-08')).toMatchObject({ endsOn: '2026-12-07' });
    // The senators question names the senate's site; the President's has no term end recorded.
    const bundle = (await bundleOf(app, alaskan)).body.questions as WithChanges[];
    expect(bundle.find((q) => q.id === 1023)!.officeChanges!.every((c) => c.site === 'https://www.senate.gov')).toBe(
      true,
    );
    expect(bundle.find((q) => q.id === 1038)!.officeChanges).toBeUndefined();

    await enterGovernor(app, admin.cookie, {
      state: 'AK',
      governorName: 'Casey Example',
      partisanship: 'Independent',
      validFrom: '2026-12-07',
    });
    const after = await governorQuestion();
    expect(after.officeChanges).toEqual([
      { endsOn: '2026-12-07', successorFrom: '2026-12-07', site: 'https://gov.alaska.gov' },
    ]);
    expect(officeChangeOn(after.officeChanges, '2026-12-08')).toBeNull();
  });
});
