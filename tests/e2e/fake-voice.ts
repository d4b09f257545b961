// Headless Chromium has no voices and fails every utterance: a speechSynthesis stand-in that records
// what would be said and ends each utterance after 50 ms, like a very fast reader. Listening, How to
// use and the test's read-aloud had each pasted their own; api-helpers' installFakeSpeech is the
// simpler one most specs use (it ends utterances by dispatching an event, and has no voice).
import type { Page } from '@playwright/test';

export interface FakeVoiceOptions {
  /** One US English voice and an utterance class of its own; otherwise no voices, the browser's utterances. */
  voice: boolean;
  /** cancel() drops the utterances still running (their end never comes); otherwise it does nothing. */
  cancels: boolean;
}

/** Records `{ text, rate, lang }` in `window.__spoken`. For page.addInitScript(installFakeVoice, options). */
export function installFakeVoice({ voice, cancels }: FakeVoiceOptions) {
  const w = window as unknown as Record<string, unknown>;
  const spoken: Array<{ text: string; rate: number; lang: string }> = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  w.__spoken = spoken;
  class FakeUtterance {
    lang = '';
    rate = 1;
    voice: unknown = null;
    onend: ((e: Event) => void) | null = null;
    onerror: ((e: Event) => void) | null = null;
    constructor(readonly text: string) {}
  }
  const usEnglish = {
    name: 'Fake US English',
    lang: 'en-US',
    localService: true,
    default: true,
    voiceURI: 'fake-en-us',
  };
  const synth = {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => (voice ? [usEnglish] : []),
    speak(u: Pick<FakeUtterance, 'text' | 'rate' | 'lang' | 'onend'>) {
      spoken.push({ text: u.text, rate: u.rate, lang: u.lang });
      const timer = setTimeout(() => {
        timers.delete(timer);
        u.onend?.(new Event('end'));
      }, 50);
      timers.add(timer);
    },
    cancel() {
      if (!cancels) return;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    pause() {},
    resume() {},
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  if (voice) w.SpeechSynthesisUtterance = FakeUtterance;
}

/** Everything installFakeVoice has recorded so far. */
export const spokenSoFar = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __spoken: Array<{ text: string; rate: number; lang: string }> }).__spoken,
  );

/** The texts installFakeVoice has recorded so far, in order. */
export const spokenTexts = async (page: Page) => (await spokenSoFar(page)).map((s) => s.text);
