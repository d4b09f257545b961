import { describe, expect, it } from 'vitest';
import { DEFAULT_STUDY_SETTINGS, DEFAULT_TEST_SETTINGS } from '@civics/sync-protocol/constants';
import type { SettingsDto } from '@civics/sync-protocol';
import type { StoredSettings } from './database';
import { mergeSettings, newerSide } from './settings-merge';

const EARLY = '2026-11-01T10:00:00.000Z';
const LATE = '2026-11-02T10:00:00.000Z';

const account = (translationLanguage: 'ko' | 'vi' | 'none', at: string | undefined, times = true): SettingsDto => ({
  studyModeSettings: { ...DEFAULT_STUDY_SETTINGS, translationLanguage, timeLimit: 30 },
  testModeSettings: { ...DEFAULT_TEST_SETTINGS },
  updatedAt: null,
  ...(times
    ? { fieldTimes: at ? { 'study.translationLanguage': at, 'study.timeLimit': EARLY } : { 'study.timeLimit': EARLY } }
    : {}),
});

const device = (translationLanguage: 'ko' | 'vi' | 'none', at: string | undefined): StoredSettings => ({
  userId: 7,
  studyModeSettings: { ...DEFAULT_STUDY_SETTINGS, translationLanguage, timeLimit: 45 },
  testModeSettings: { ...DEFAULT_TEST_SETTINGS },
  fieldTimes: at ? { 'study.translationLanguage': at } : {},
});

describe('newerSide', () => {
  it('picks the later time, the account on a tie or when the device has none', () => {
    expect(newerSide(LATE, EARLY)).toBe('device');
    expect(newerSide(EARLY, LATE)).toBe('account');
    expect(newerSide(EARLY, EARLY)).toBe('account');
    expect(newerSide(undefined, EARLY)).toBe('account');
    expect(newerSide(EARLY, undefined)).toBe('device');
  });
});

describe('mergeSettings', () => {
  it('keeps the device choice when it is newer, with its time', () => {
    const merged = mergeSettings(7, device('ko', LATE), account('vi', EARLY), new Set());
    expect(merged.studyModeSettings.translationLanguage).toBe('ko');
    expect(merged.fieldTimes['study.translationLanguage']).toBe(LATE);
    // A field the device never set follows the account.
    expect(merged.studyModeSettings.timeLimit).toBe(30);
  });

  it("takes the account's choice when it is newer", () => {
    const merged = mergeSettings(7, device('ko', EARLY), account('vi', LATE), new Set());
    expect(merged.studyModeSettings.translationLanguage).toBe('vi');
    expect(merged.fieldTimes['study.translationLanguage']).toBe(LATE);
  });

  it("takes the account's copy when both were recorded at the same time", () => {
    const merged = mergeSettings(7, device('ko', EARLY), account('vi', EARLY), new Set());
    expect(merged.studyModeSettings.translationLanguage).toBe('vi');
  });

  it('keeps a device choice the account never made (no account time)', () => {
    const merged = mergeSettings(7, device('ko', EARLY), account('none', undefined), new Set());
    expect(merged.studyModeSettings.translationLanguage).toBe('ko');
  });

  it('keeps a field still waiting to be pushed, whatever the times say', () => {
    const merged = mergeSettings(7, device('ko', EARLY), account('vi', LATE), new Set(['study.timeLimit']));
    expect(merged.studyModeSettings.timeLimit).toBe(45);
    expect(merged.studyModeSettings.translationLanguage).toBe('vi');
  });

  it('with a server that sends no times, only pending fields stay', () => {
    const merged = mergeSettings(7, device('ko', LATE), account('vi', undefined, false), new Set());
    expect(merged.studyModeSettings.translationLanguage).toBe('vi');
  });

  it('on a device with no copy yet, is the account copy', () => {
    expect(mergeSettings(7, undefined, account('vi', EARLY), new Set()).studyModeSettings.translationLanguage).toBe(
      'vi',
    );
  });

  it("keeps each day's goal of both sides; a day both have is the account's unless this device's waits to be pushed", () => {
    const local = device('ko', EARLY);
    local.studyModeSettings.goalDays = { '2026-11-26': 9, '2026-11-27': 12 };
    const theirs = account('ko', EARLY);
    theirs.studyModeSettings.goalDays = { '2026-11-25': 10, '2026-11-27': 8 };
    expect(mergeSettings(7, local, theirs, new Set()).studyModeSettings.goalDays).toEqual({
      '2026-11-25': 10,
      '2026-11-26': 9,
      '2026-11-27': 8,
    });
    expect(mergeSettings(7, local, theirs, new Set(['study.goalDays'])).studyModeSettings.goalDays).toEqual({
      '2026-11-25': 10,
      '2026-11-26': 9,
      '2026-11-27': 12,
    });
  });
});
