// The learner's two language choices (issue 22): the interface language (the account's preferred
// language) and the translation beside the questions (a synced setting), kept apart; a choice made
// before sign-in applies after it.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { PENDING_LANGUAGE_KEY, setPendingLanguage, useInterfaceLanguage } from '../i18n/interface-language';
import { useLanguageStore } from './language-store';
import { toCurrentUser } from './session/current-user';
import { useCurrentUserStore } from './session/current-user-store';
import { userDto } from '../test/fetch-stub';

const interfaceLanguage = () => useInterfaceLanguage.getState().language;
const translation = () => useLanguageStore.getState().language;
const signIn = (preferred: string) =>
  useCurrentUserStore.setState({ user: toCurrentUser(userDto({ preferred_language: preferred })), loaded: true });
// The account's language and the translation setting are written by two independent saves: in either order.
const outbox = async () =>
  (await db.outbox.toArray()).map((op) => [op.type, op.payload]).sort(([a], [b]) => String(b).localeCompare(String(a)));

beforeEach(async () => {
  localStorage.clear();
  useCurrentUserStore.setState({ user: null, loaded: true });
  useLanguageStore.setState({ language: 'none', autoBilingual: false });
  useInterfaceLanguage.setState({ language: 'en' });
  await db.outbox.clear();
});

describe('the language store', () => {
  it("settings' translation language leaves the interface as it is", () => {
    useLanguageStore.getState().setLanguage('ko');
    expect(translation()).toBe('ko');
    expect(interfaceLanguage()).toBe('en');
  });

  it('a public-page choice sets both for a content language, only the interface for French; signed out it waits for sign-in', () => {
    useLanguageStore.getState().setLanguage('es');
    useLanguageStore.getState().chooseLanguage('fr');
    expect(interfaceLanguage()).toBe('fr');
    expect(translation()).toBe('es');
    useLanguageStore.getState().chooseLanguage('zh-TW');
    expect(translation()).toBe('zh-TW');
    expect(interfaceLanguage()).toBe('zh-TW');
    // Auto-bilingual starts on with a translation (DESIGN.md §10).
    expect(useLanguageStore.getState().autoBilingual).toBe(true);
    expect(localStorage.getItem(PENDING_LANGUAGE_KEY)).toBe('zh-TW');
  });

  it("a new device takes the account's preferred language for the interface and, until the settings arrive, the translation", () => {
    signIn('vi');
    useLanguageStore.getState().adoptPreferred('vi');
    expect(translation()).toBe('vi');
    expect(interfaceLanguage()).toBe('vi');
  });

  it('the synced settings decide the translation and auto-bilingual, apart from the interface', () => {
    useLanguageStore.getState().setLanguage('es');
    signIn('vi');
    useLanguageStore.getState().adoptPreferred('vi');
    expect(interfaceLanguage()).toBe('vi');
    expect(translation()).toBe('es'); // the device's copy stands until the settings are pulled
    expect(useLanguageStore.getState().adoptSettings({ translationLanguage: 'ko', autoBilingual: true })).toBe(true);
    expect(translation()).toBe('ko');
    expect(useLanguageStore.getState().autoBilingual).toBe(true);
    expect(interfaceLanguage()).toBe('vi');
    // The same settings again: nothing to refetch.
    expect(useLanguageStore.getState().adoptSettings({ translationLanguage: 'ko', autoBilingual: false })).toBe(false);
    expect(useLanguageStore.getState().autoBilingual).toBe(false);
    // A client written to the spec sends no translation language: the translation stays.
    expect(useLanguageStore.getState().adoptSettings({ autoBilingual: false })).toBe(false);
    expect(translation()).toBe('ko');
  });

  it("keeps the device's interface choice when the account prefers English", () => {
    useInterfaceLanguage.setState({ language: 'ko' });
    localStorage.setItem('interfaceLanguage', 'ko');
    signIn('en');
    useLanguageStore.getState().adoptPreferred('en');
    expect(interfaceLanguage()).toBe('ko');
  });

  it('applies a choice made before sign-in, over the old preference, and saves it to the account', async () => {
    setPendingLanguage('ko');
    // Signed out: nothing happens to the interface yet.
    useLanguageStore.getState().adoptPreferred(undefined);
    expect(interfaceLanguage()).toBe('en');
    signIn('vi');
    useLanguageStore.getState().adoptPreferred('vi');
    expect(translation()).toBe('ko');
    expect(interfaceLanguage()).toBe('ko');
    expect(localStorage.getItem(PENDING_LANGUAGE_KEY)).toBeNull();
    // Until the server has it, an answer with the old preference does not bring Vietnamese back.
    useLanguageStore.getState().adoptPreferred('vi');
    expect(interfaceLanguage()).toBe('ko');
    await expect.poll(outbox).toEqual([
      ['user.language', { language: 'ko' }],
      ['settings.update', { studyModeSettings: { translationLanguage: 'ko', autoBilingual: true } }],
    ]);
  });

  it('an English choice before sign-in gives an English interface and keeps the translation of the preferred language', async () => {
    setPendingLanguage('en');
    signIn('vi');
    useLanguageStore.getState().adoptPreferred('vi');
    expect(translation()).toBe('vi');
    expect(interfaceLanguage()).toBe('en');
    await expect.poll(outbox).toEqual([
      ['user.language', { language: 'en' }],
      ['settings.update', { studyModeSettings: { translationLanguage: 'vi' } }],
    ]);
    useLanguageStore.getState().adoptPreferred('vi'); // the server has not seen it yet
    expect(interfaceLanguage()).toBe('en');
    useLanguageStore.getState().adoptPreferred('en');
    expect(translation()).toBe('vi');
    expect(interfaceLanguage()).toBe('en');
  });
});
