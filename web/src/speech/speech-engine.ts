// The one place that touches the browser's speech synthesis (Web Speech API). Everything else
// speaks through an engine, so tests swap in a fake one with setSpeechEngine().

/** Study and test read at this rate (spec part 1 §9), always in American English. */
export const SPEECH_LANG = 'en-US';
export const STUDY_SPEECH_RATE = 0.9;

export interface SpeakOptions {
  rate: number;
  lang: string;
}

export interface SpeechEngine {
  isAvailable(): boolean;
  /** Speaks one utterance: resolves when it ends, rejects when the browser reports an error. */
  speak(text: string, options: SpeakOptions): Promise<void>;
  /** Stops what is being said; a pending speak() settles (or is simply abandoned). */
  cancel(): void;
  /**
   * Whether a voice for this language is installed: null while the browser is still loading its
   * voices. Engines without the method are taken to have one.
   */
  hasVoice?(lang: string): boolean | null;
}

const normalizedLang = (lang: string) => lang.replace('_', '-').toLowerCase();

/**
 * The voice to read with: a voice on the device (it works offline and starts at once) in the exact
 * language first, then any voice in it, then any English voice; none lets the browser choose.
 */
export function chooseVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang = SPEECH_LANG,
): SpeechSynthesisVoice | undefined {
  const wanted = normalizedLang(lang);
  const base = wanted.split('-')[0] ?? wanted;
  const exact = (v: SpeechSynthesisVoice) => normalizedLang(v.lang) === wanted;
  const sameBase = (v: SpeechSynthesisVoice) => normalizedLang(v.lang).split('-')[0] === base;
  return (
    voices.find((v) => exact(v) && v.localService) ??
    voices.find(exact) ??
    voices.find((v) => sameBase(v) && v.localService) ??
    voices.find(sameBase)
  );
}

// Chrome sometimes never fires `end` (long texts, a backgrounded tab): give up after a generous time.
const watchdogMs = (text: string, rate: number) => 5_000 + (text.length * 150) / Math.max(rate, 0.1);

export function browserSpeechEngine(): SpeechEngine {
  const synth = () =>
    typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;
  // Held until it ends: Chrome drops the events of an utterance the page no longer references.
  let current: SpeechSynthesisUtterance | null = null;
  return {
    isAvailable: () => synth() !== undefined && typeof SpeechSynthesisUtterance === 'function',
    speak(text, { rate, lang }) {
      return new Promise<void>((resolve, reject) => {
        const synthesis = synth();
        if (!synthesis || typeof SpeechSynthesisUtterance !== 'function') {
          reject(new Error('Speech synthesis not supported'));
          return;
        }
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = lang;
        utterance.rate = rate;
        const voice = chooseVoice(synthesis.getVoices(), lang);
        if (voice) utterance.voice = voice;
        const settle = (error?: Error) => {
          clearTimeout(watchdog);
          utterance.onend = null;
          utterance.onerror = null;
          if (current === utterance) current = null;
          if (error) reject(error);
          else resolve();
        };
        const watchdog = setTimeout(() => settle(new Error('Speech did not finish')), watchdogMs(text, rate));
        utterance.onend = () => settle();
        utterance.onerror = (event) => settle(new Error(event.error || 'Speech failed'));
        current = utterance;
        synthesis.speak(utterance);
      });
    },
    cancel() {
      current = null;
      synth()?.cancel();
    },
    hasVoice(lang) {
      const synthesis = synth();
      if (!synthesis) return false;
      const voices = synthesis.getVoices();
      return voices.length === 0 ? null : chooseVoice(voices, lang) !== undefined;
    },
  };
}

let engine: SpeechEngine | null = null;

/** Replaces the engine (tests, or a future native engine); null goes back to the browser's. */
export function setSpeechEngine(next: SpeechEngine | null): void {
  engine?.cancel();
  engine = next;
}

export function speechEngine(): SpeechEngine {
  engine ??= browserSpeechEngine();
  return engine;
}

/** Whether anything can be read aloud here (some browsers and web views have no speech at all). */
export const isSpeechAvailable = (): boolean => speechEngine().isAvailable();
