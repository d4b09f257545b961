// The one place that touches the browser's speech recognition (Web Speech API), beside speech
// synthesis: screens listen through an engine, so tests swap in a fake one with
// setRecognitionEngine() and end-to-end tests install a fake SpeechRecognition in the page.
//
// Where it runs decides what the learner is told and whether it can work offline:
// - 'device': Chrome's on-device recognition (`processLocally`, with the en-US pack that
//   `SpeechRecognition.available()` reports and `SpeechRecognition.install()` downloads). No audio
//   leaves the device; it works offline.
// - 'network': the browser sends the audio to its provider (Chrome and Edge to their cloud
//   service, Safari to Apple's); it needs a connection.
// - 'none': no recognition (Firefox, many in-app web views): the learner answers aloud and marks
//   themself.
// No audio is ever stored or sent to our server: only the recognized text is graded, on the device.
import { SPEECH_LANG } from './speech-engine';

export type RecognitionPlace = 'device' | 'network' | 'none';

export interface RecognitionSupport {
  place: RecognitionPlace;
  /** On-device recognition could be installed for en-US (Chrome's language pack download). */
  installable: boolean;
}

export type ListenOutcome =
  | { status: 'heard'; text: string }
  | { status: 'no-speech' }
  /** The learner (or the browser's settings) refused the microphone. */
  | { status: 'denied' }
  /** Recognition needs the network and could not reach it. */
  | { status: 'network' }
  | { status: 'failed'; error: string }
  | { status: 'cancelled' };

export interface ListenOptions {
  lang?: string;
  /** Ask for on-device recognition (only where `support()` said 'device'). */
  onDevice?: boolean;
  /** The words heard so far, as the learner speaks (interim results). */
  onInterim?: (text: string) => void;
}

export interface ListenSession {
  done: Promise<ListenOutcome>;
  /** Stops listening and grades what was heard so far. */
  stop(): void;
  /** Stops listening and discards it. */
  cancel(): void;
}

export interface RecognitionEngine {
  support(): Promise<RecognitionSupport>;
  /** Downloads the on-device pack (a learner's tap starts it); resolves whether it is installed. */
  install?(lang: string): Promise<boolean>;
  listen(options: ListenOptions): ListenSession;
}

/** The parts of the browser's API this module uses (Chrome 139+ adds the on-device members). */
interface BrowserRecognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  processLocally?: boolean;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
interface BrowserRecognitionClass {
  new (): BrowserRecognition;
  available?(options: { langs: string[]; processLocally: boolean }): Promise<string>;
  install?(options: { langs: string[]; processLocally?: boolean }): Promise<boolean>;
}

const recognitionClass = (): BrowserRecognitionClass | undefined => {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    SpeechRecognition?: BrowserRecognitionClass;
    webkitSpeechRecognition?: BrowserRecognitionClass;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
};

const DENIED = new Set(['not-allowed', 'service-not-allowed']);
/** What on-device recognition answers when its language pack is missing after all. */
const PACK_MISSING = new Set(['service-not-allowed', 'language-not-supported']);

async function browserSupport(): Promise<RecognitionSupport> {
  const Recognition = recognitionClass();
  if (!Recognition) return { place: 'none', installable: false };
  if (typeof Recognition.available !== 'function') return { place: 'network', installable: false };
  try {
    const status = await Recognition.available({ langs: [SPEECH_LANG], processLocally: true });
    if (status === 'available') return { place: 'device', installable: false };
    return { place: 'network', installable: status === 'downloadable' || status === 'downloading' };
  } catch {
    // A Permissions-Policy may block the check: recognition itself may still work remotely.
    return { place: 'network', installable: false };
  }
}

async function installPack(lang: string): Promise<boolean> {
  const Recognition = recognitionClass();
  if (!Recognition || typeof Recognition.install !== 'function') return false;
  try {
    return await Recognition.install({ langs: [lang], processLocally: true });
  } catch {
    return false;
  }
}

/** One short utterance with the words shown as they come. */
function newRecognition(Recognition: BrowserRecognitionClass, lang: string, onDevice: boolean): BrowserRecognition {
  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.interimResults = true;
  recognition.continuous = false;
  recognition.maxAlternatives = 1;
  if (onDevice) recognition.processLocally = true;
  return recognition;
}

/** The outcome resolves once; after it the recognition's handlers are let go. */
function settleOnce(recognition: BrowserRecognition) {
  let settle: (outcome: ListenOutcome) => void = () => {};
  const done = new Promise<ListenOutcome>((resolve) => {
    let settled = false;
    settle = (outcome) => {
      if (settled) return;
      settled = true;
      recognition.onresult = recognition.onerror = recognition.onend = null;
      resolve(outcome);
    };
  });
  return { done, settle };
}

type RecognitionResults = Parameters<NonNullable<BrowserRecognition['onresult']>>[0]['results'];

/** The final words, and everything heard so far (final, then interim). */
function transcriptOf(results: RecognitionResults): { finalText: string; latest: string } {
  let finalText = '';
  let interim = '';
  for (let i = 0; i < results.length; i++) {
    const result = results[i]!;
    const text = result[0]?.transcript ?? '';
    if (result.isFinal) finalText += text;
    else interim += text;
  }
  return { finalText, latest: `${finalText}${interim}`.trim() };
}

function errorOutcome(error: string, cancelled: boolean, onDevice: boolean): ListenOutcome {
  if (cancelled || error === 'aborted') return { status: 'cancelled' };
  if (error === 'no-speech') return { status: 'no-speech' };
  if (onDevice && PACK_MISSING.has(error)) return { status: 'failed', error };
  if (DENIED.has(error)) return { status: 'denied' };
  if (error === 'network') return { status: 'network' };
  return { status: 'failed', error };
}

function listenInBrowser({ lang = SPEECH_LANG, onDevice = false, onInterim }: ListenOptions): ListenSession {
  const Recognition = recognitionClass();
  if (!Recognition)
    return { done: Promise.resolve({ status: 'failed', error: 'unsupported' }), stop() {}, cancel() {} };
  const recognition = newRecognition(Recognition, lang, onDevice);
  let finalText = '';
  let latest = '';
  let cancelled = false;
  const { done, settle } = settleOnce(recognition);
  recognition.onresult = (event) => {
    ({ finalText, latest } = transcriptOf(event.results));
    onInterim?.(latest);
  };
  recognition.onerror = (event) => settle(errorOutcome(event.error, cancelled, onDevice));
  recognition.onend = () => {
    const text = (finalText || latest).trim();
    settle(cancelled ? { status: 'cancelled' } : text ? { status: 'heard', text } : { status: 'no-speech' });
  };
  try {
    recognition.start();
  } catch (error) {
    settle({ status: 'failed', error: error instanceof Error ? error.message : 'start failed' });
  }
  return {
    done,
    stop: () => recognition.stop(),
    cancel: () => {
      cancelled = true;
      recognition.abort();
      settle({ status: 'cancelled' });
    },
  };
}

export function browserRecognitionEngine(): RecognitionEngine {
  return { support: browserSupport, install: installPack, listen: listenInBrowser };
}

let engine: RecognitionEngine | null = null;

/** Replaces the engine (unit tests); null goes back to the browser's. */
export function setRecognitionEngine(next: RecognitionEngine | null): void {
  engine = next;
}

export function recognitionEngine(): RecognitionEngine {
  engine ??= browserRecognitionEngine();
  return engine;
}

/**
 * What the learner can do now: recognition on the device works anywhere; recognition through the
 * network only online; otherwise answer aloud and mark themself.
 */
export function usablePlace(support: RecognitionSupport, online: boolean): RecognitionPlace {
  if (support.place === 'network' && !online) return 'none';
  return support.place;
}
