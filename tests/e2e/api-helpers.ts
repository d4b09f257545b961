// Arranging state through the real API, as an admin would.
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../src/constants.js';

let counter = 0;
/** A username unique within this run (the database lives for the whole run). */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** `baseURL`: another server than the shared one (the PayPal spec runs its own). */
export async function adminApi(baseURL = E2E_BASE_URL): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  expect(login.ok()).toBe(true);
  return api;
}

export async function approve(username: string, approvalLevel: number, baseURL = E2E_BASE_URL): Promise<void> {
  const api = await adminApi(baseURL);
  const users = (await (await api.get('/api/admin/users')).json()) as Array<{ id: number; username: string }>;
  const user = users.find((u) => u.username === username);
  expect(user, `user ${username} exists`).toBeDefined();
  const patch = await api.patch(`/api/admin/users/${user!.id}`, { data: { approvalLevel } });
  expect(patch.ok()).toBe(true);
  await api.dispose();
}

/** What createLearner and createNewcomer take (password, account language and server may be left out). */
type NewAccount = [username: string, level: number, password?: string, preferredLanguage?: string, baseURL?: string];

/**
 * Registers and verifies an account through the API (for tests about later screens), its first-sign-in
 * welcome already behind it (issue 31): a sign-in lands on Home. `createNewcomer` leaves the welcome.
 * `preferredLanguage` is the account's language; the interface follows it (spec part 1 §4).
 */
export const createLearner = (...account: NewAccount) => newAccount(true, ...account);

/** An account that has never signed in: its first sign-in shows the welcome. */
export const createNewcomer = (...account: NewAccount) => newAccount(false, ...account);

/** One body for both (they differed only in the welcome step, and were pasted twice). */
async function newAccount(
  welcomeDone: boolean,
  ...[username, level, password = 'secret123', preferredLanguage = 'vi', baseURL = E2E_BASE_URL]: NewAccount
): Promise<void> {
  const api = await request.newContext({ baseURL });
  await registerAndVerify(api, username, password, preferredLanguage);
  await api.dispose();
  if (level > 0) await approve(username, level, baseURL);
  if (!welcomeDone) return;
  const learner = await request.newContext({ baseURL });
  expect((await learner.post('/api/login', { data: { username, password } })).ok()).toBe(true);
  expect((await learner.put('/api/settings', { data: { studyModeSettings: { welcomeDone: true } } })).ok()).toBe(true);
  await learner.dispose();
}

/**
 * Registers a Californian and verifies the email through `api` (a spec may pass its page's request to
 * keep the cookies there); approval is the caller's.
 */
export async function registerAndVerify(
  api: APIRequestContext,
  username: string,
  password: string,
  preferredLanguage: string,
): Promise<void> {
  const registered = await api.post('/api/register', {
    data: {
      username,
      password,
      email: `${username}@example.com`,
      cellphone: '5551234567',
      state: 'CA',
      preferredLanguage,
      securityQuestion1: 'What was the name of your first pet?',
      securityAnswer1: 'Miu',
      securityQuestion2: 'What is your favorite book?',
      securityAnswer2: 'Kieu',
      securityQuestion3: 'What is your favorite food?',
      securityAnswer3: 'Pho',
    },
  });
  expect(registered.status()).toBe(201);
  const { _tempVerificationCode: code } = await registered.json();
  expect((await api.post('/api/verify-email', { data: { username, verificationCode: code } })).ok()).toBe(true);
}

/**
 * On the sign-in screen (which follows the chosen language): the interface after sign-in is English,
 * the learner's Vietnamese translation stays (a choice made before sign-in applies after it).
 */
export async function englishAfterSignIn(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('pendingLanguage', 'en'));
}

/**
 * Headless Chromium has no voices: a speechSynthesis that ends each utterance on a timer and
 * records what it read, with the language (`window.__spoken`), for page.addInitScript.
 */
export function installFakeSpeech() {
  const spoken: Array<{ text: string; lang: string }> = [];
  (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
  const fake = {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => [],
    speak(utterance: SpeechSynthesisUtterance) {
      spoken.push({ text: utterance.text, lang: utterance.lang });
      setTimeout(() => utterance.dispatchEvent(new Event('end')), 50);
    },
    cancel() {},
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => true,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true });
}

/** What the fake recognition "hears" at the next start(): a transcript, or an error it reports. */
export type FakeHearing = { text: string } | { error: string };

/**
 * Headless Chromium cannot listen: a SpeechRecognition that "hears" the texts a test queues in
 * `window.__recognition.queue` (interim words first, then the final text), speaking the real
 * protocol (results, error, end events). `place` is where the browser would recognize: 'device'
 * (Chrome's on-device members, en-US pack installed), 'network' (prefixed API, no on-device pack)
 * or 'none' (no recognition, as in Firefox). For page.addInitScript(installFakeRecognition, place).
 */
export function installFakeRecognition(place: 'device' | 'network' | 'none') {
  type Handler = ((event: unknown) => void) | null;
  const state = {
    queue: [] as FakeHearing[],
    starts: [] as Array<{ lang: string; processLocally: boolean; interimResults: boolean }>,
    /** How long the interim words show before the final text. */
    finalAfterMs: 300,
  };
  (window as unknown as { __recognition: typeof state }).__recognition = state;
  if (place === 'none') return;
  class FakeRecognition {
    lang = '';
    interimResults = false;
    continuous = false;
    maxAlternatives = 1;
    processLocally = false;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    private timers: number[] = [];
    start() {
      state.starts.push({ lang: this.lang, processLocally: this.processLocally, interimResults: this.interimResults });
      const next = state.queue.shift() ?? { error: 'no-speech' };
      const result = (transcript: string, isFinal: boolean) => ({
        resultIndex: 0,
        results: [Object.assign([{ transcript, confidence: 0.9 }], { isFinal })],
      });
      this.timers.push(
        window.setTimeout(() => {
          if ('error' in next) {
            this.onerror?.({ error: next.error });
            this.onend?.(undefined);
            return;
          }
          const words = next.text.split(' ');
          this.onresult?.(result(words.slice(0, Math.ceil(words.length / 2)).join(' '), false));
          this.timers.push(
            window.setTimeout(() => {
              this.onresult?.(result(next.text, true));
              this.onend?.(undefined);
            }, state.finalAfterMs),
          );
        }, 100),
      );
    }
    stop() {}
    abort() {
      this.timers.forEach((t) => window.clearTimeout(t));
      this.onerror?.({ error: 'aborted' });
      this.onend?.(undefined);
    }
  }
  if (place === 'device') {
    Object.assign(FakeRecognition, { available: async () => 'available', install: async () => true });
    Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true });
  } else {
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: FakeRecognition, configurable: true });
  }
}

/** An accessible name that begins with `text`: in bilingual mode the translation follows the English. */
/** What the fake SpeechRecognition (installFakeRecognition) hears at the next press of the microphone. */
export const hear = (page: Page, hearing: FakeHearing) =>
  page.evaluate(
    (h) => (window as unknown as { __recognition: { queue: FakeHearing[] } }).__recognition.queue.push(h),
    hearing,
  );

export const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);

/** Chooses the translation beside the English: an account setting of its own since issue 22. */
export async function translateInto(page: Page, language: string): Promise<void> {
  expect(
    (await page.request.put('/api/settings', { data: { studyModeSettings: { translationLanguage: language } } })).ok(),
  ).toBe(true);
}

/**
 * After a sign-in: it lands on Home (issue 31; the spec's sign-in → Settings is a departure), and
 * a test that goes on from Settings takes the tab bar's way there, as a learner would.
 */
export async function fromHomeToSettings(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/home$/);
  await page.locator('.tab-bar a[href="/settings"]').click();
  await expect(page).toHaveURL(/\/settings$/);
}
