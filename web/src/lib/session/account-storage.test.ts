import { beforeEach, describe, expect, it } from 'vitest';
import { CACHED_USER_KEY } from './cached-user';
import { forgetAccountStorage, OWNER_KEY, switchAccountStorage } from './account-storage';

const A = 11;
const B = 12;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('per-account browser keys', () => {
  it("puts A's keys aside at sign-out, shows B none of them, and gives them back to A", () => {
    switchAccountStorage(A);
    localStorage.setItem('studyResults', '{"score":1}');
    localStorage.setItem('testTimeData', '{"deadline":1}');
    localStorage.setItem('interfaceLanguage', 'vi');
    sessionStorage.setItem('selectedCategory', '3');

    switchAccountStorage(null);
    expect(localStorage.getItem('studyResults')).toBeNull();
    expect(localStorage.getItem('testTimeData')).toBeNull();
    expect(sessionStorage.getItem('selectedCategory')).toBeNull();
    // Device keys that are nobody's account data stay.
    expect(localStorage.getItem('interfaceLanguage')).toBe('vi');

    switchAccountStorage(B);
    expect(localStorage.getItem('studyResults')).toBeNull();
    localStorage.setItem('studyResults', '{"score":5}');

    switchAccountStorage(A);
    expect(localStorage.getItem('studyResults')).toBe('{"score":1}');
    expect(localStorage.getItem('testTimeData')).toBe('{"deadline":1}');
    expect(sessionStorage.getItem('selectedCategory')).toBe('3');
    expect(localStorage.getItem(OWNER_KEY)).toBe(String(A));

    switchAccountStorage(B);
    expect(localStorage.getItem('studyResults')).toBe('{"score":5}');
  });

  it('switching straight from A to B (no sign-out between) still keeps them apart', () => {
    switchAccountStorage(A);
    localStorage.setItem('testResults', 'A');
    switchAccountStorage(B);
    expect(localStorage.getItem('testResults')).toBeNull();
    switchAccountStorage(A);
    expect(localStorage.getItem('testResults')).toBe('A');
  });

  it('gives keys written before issue 30 (no owner) to the cached account only', () => {
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify({ id: A }));
    localStorage.setItem('studyResults', 'legacy');
    switchAccountStorage(B);
    expect(localStorage.getItem('studyResults')).toBeNull();
    switchAccountStorage(A);
    expect(localStorage.getItem('studyResults')).toBe('legacy');
  });

  it('keeps the keys when the same account is confirmed again', () => {
    switchAccountStorage(A);
    localStorage.setItem('studyResults', 'mine');
    switchAccountStorage(A);
    expect(localStorage.getItem('studyResults')).toBe('mine');
  });

  it('forgets a deleted account, put aside or in use', () => {
    switchAccountStorage(A);
    localStorage.setItem('studyResults', 'A');
    switchAccountStorage(B);
    forgetAccountStorage(A);
    switchAccountStorage(A);
    expect(localStorage.getItem('studyResults')).toBeNull();
  });
});
