import { DEFAULT_STUDY_SETTINGS } from '@civics/sync-protocol/constants';
import { describe, expect, it } from 'vitest';
import { needsWelcome } from './landing';

describe('needsWelcome', () => {
  it('welcomes an account that has made no settings', () => {
    expect(needsWelcome({ studyModeSettings: DEFAULT_STUDY_SETTINGS, updatedAt: null })).toBe(true);
  });
  it('does not welcome again once the welcome was done on any device', () => {
    expect(
      needsWelcome({
        studyModeSettings: { ...DEFAULT_STUDY_SETTINGS, welcomeDone: true },
        updatedAt: '2026-11-27T10:00:00.000Z',
      }),
    ).toBe(false);
  });
  it('does not welcome an account whose settings were already saved', () => {
    expect(needsWelcome({ studyModeSettings: DEFAULT_STUDY_SETTINGS, updatedAt: '2026-01-02T10:00:00.000Z' })).toBe(
      false,
    );
  });
});
