// One language choice, two uses (spec part 1 §4): the translation beside the questions and the
// interface. The rules here, and the sign-in screen's choice that applies after sign-in.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { PENDING_LANGUAGE_KEY, setPendingLanguage, useInterfaceLanguage } from '../i18n/interface-language';
import { useLanguageStore } from './language-store';
import { toCurrentUser } from './session/current-user';
import { useCurrentUserStore } from './session/current-user-store';
import { userDto } from '../test/fetch-stub';

const interfaceLanguage = () => useInterfaceLanguage.getState().language;
const signIn = (preferred: string) => useCurrentUserStore.setState({ user: toCurrentUser(userDto({ preferred_language: preferred })), loaded: true });

beforeEach(async () => {
  useLanguageStore.setState({ language: 'none' });
  useInterfaceLanguage.setState({ language: 'en' });
  await db.outbox.clear();
});

describe('the language store', () => {
  it("settings' translation language also sets the interface (English for none and en)", () => {
    useLanguageStore.getState().setLanguage('ko');
    expect(interfaceLanguage()).toBe('ko');
    expect(localStorage.getItem('interfaceLanguage')).toBe('ko');
    useLanguageStore.getState().setLanguage('none');
    expect(interfaceLanguage()).toBe('en');
  });

  it('a public-page choice of French sets only the interface: there are no French question translations', () => {
    useLanguageStore.getState().setLanguage('es');
    useLanguageStore.getState().chooseLanguage('fr');
    expect(interfaceLanguage()).toBe('fr');
    expect(useLanguageStore.getState().language).toBe('es');
    useLanguageStore.getState().chooseLanguage('zh-TW');
    expect(useLanguageStore.getState().language).toBe('zh-TW');
    expect(interfaceLanguage()).toBe('zh-TW');
  });

  it("adopts the account's preferred language for both at sign-in", () => {
    useLanguageStore.getState().setLanguage('es');
    signIn('vi');
    useLanguageStore.getState().adoptPreferred('vi');
    expect(useLanguageStore.getState().language).toBe('vi');
    expect(interfaceLanguage()).toBe('vi');
  });

  it("keeps the device's choice when the account prefers English", () => {
    useLanguageStore.getState().setLanguage('ko');
    signIn('en');
    useLanguageStore.getState().adoptPreferred('en');
    expect(useLanguageStore.getState().language).toBe('ko');
    expect(interfaceLanguage()).toBe('ko');
  });

  it("applies the sign-in screen's choice after sign-in, over the old preference, and saves it to the account", async () => {
    setPendingLanguage('ko');
    // Signed out: nothing happens yet (the sign-in screen stays English).
    useLanguageStore.getState().adoptPreferred(undefined);
    expect(interfaceLanguage()).toBe('en');
    signIn('vi');
    useLanguageStore.getState().adoptPreferred('vi');
    expect(useLanguageStore.getState().language).toBe('ko');
    expect(interfaceLanguage()).toBe('ko');
    expect(localStorage.getItem(PENDING_LANGUAGE_KEY)).toBeNull();
    // Until the server has it, an answer with the old preference does not bring Vietnamese back.
    useLanguageStore.getState().adoptPreferred('vi');
    expect(interfaceLanguage()).toBe('ko');
    await expect.poll(async () => (await db.outbox.toArray()).map((op) => [op.type, op.payload])).toEqual([['user.language', { language: 'ko' }]]);
  });

  it('an English choice on the sign-in screen keeps the translation of the preferred language, with an English interface', async () => {
    setPendingLanguage('en');
    signIn('vi');
    useLanguageStore.getState().adoptPreferred('vi');
    expect(useLanguageStore.getState().language).toBe('vi');
    expect(interfaceLanguage()).toBe('en');
    // Saved as the account's preference: the next start keeps English and the device's translation.
    await expect.poll(async () => (await db.outbox.toArray()).map((op) => op.payload)).toEqual([{ language: 'en' }]);
    useLanguageStore.getState().adoptPreferred('vi'); // the server has not seen it yet
    expect(interfaceLanguage()).toBe('en');
    useLanguageStore.getState().adoptPreferred('en');
    expect(useLanguageStore.getState().language).toBe('vi');
    expect(interfaceLanguage()).toBe('en');
  });

  it("a stale server answer does not undo a change the server has not seen yet; a later one does", () => {
    signIn('vi');
    useLanguageStore.getState().adoptPreferred('vi');
    useLanguageStore.getState().setLanguage('ko');
    useLanguageStore.getState().adoptPreferred('vi'); // fetched before the change reached the server
    expect(useLanguageStore.getState().language).toBe('ko');
    expect(interfaceLanguage()).toBe('ko');
    useLanguageStore.getState().adoptPreferred('ko'); // the server has it now
    useLanguageStore.getState().adoptPreferred('es'); // changed since on another device
    expect(useLanguageStore.getState().language).toBe('es');
    expect(interfaceLanguage()).toBe('es');
  });
});
