// Reading sequences: texts spoken one after another with pauses between them, on timers, so a
// practice sequence can be tested with fake timers and a fake engine. One sequence speaks at a
// time: starting another (tapping a second question) stops the first.
import { SPEECH_LANG, STUDY_SPEECH_RATE, speechEngine } from './speech-engine';

/** Spec part 1 §9: 800 ms between readings, 500 ms after an utterance fails. */
export const READ_PAUSE_MS = 800;
export const ERROR_PAUSE_MS = 500;

export interface SpeechStep {
  text: string;
  /** Silence after this step before the next one (or before the sequence ends). */
  pauseAfterMs?: number;
}

export interface SequenceOptions {
  rate?: number;
  lang?: string;
  /** Silence after a failed utterance; the sequence goes on with the next step. */
  errorPauseMs?: number;
  /** Listening practice stops on the first error instead of going on. */
  stopOnError?: boolean;
  /** Called as each step starts (to highlight what is being read). */
  onStep?: (index: number) => void;
}

export type SequenceStatus = 'completed' | 'cancelled' | 'failed' | 'unavailable';

export interface SequenceOutcome {
  status: SequenceStatus;
  /** How many utterances the engine reported as failed. */
  errors: number;
}

export interface SpeechRun {
  done: Promise<SequenceOutcome>;
  cancel(): void;
}

let active: SpeechRun | null = null;

export function speakSequence(steps: readonly SpeechStep[], options: SequenceOptions = {}): SpeechRun {
  const {
    rate = STUDY_SPEECH_RATE,
    lang = SPEECH_LANG,
    errorPauseMs = ERROR_PAUSE_MS,
    stopOnError = false,
    onStep,
  } = options;
  active?.cancel();
  const engine = speechEngine();
  let errors = 0;
  let settled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resolveDone: (outcome: SequenceOutcome) => void = () => {};
  const done = new Promise<SequenceOutcome>((resolve) => (resolveDone = resolve));

  const finish = (status: SequenceStatus) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    if (active === run) active = null;
    resolveDone({ status, errors });
  };
  const run: SpeechRun = {
    done,
    cancel() {
      if (settled) return;
      finish('cancelled');
      engine.cancel();
    },
  };
  // A cancelled pause never resolves: the loop below simply stops there.
  const pause = (ms: number) =>
    ms > 0 ? new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))) : Promise.resolve();

  if (!engine.isAvailable()) {
    finish('unavailable');
    return run;
  }
  active = run;
  void (async () => {
    for (const [index, step] of steps.entries()) {
      if (settled) return;
      onStep?.(index);
      let failed = false;
      try {
        await engine.speak(step.text, { rate, lang });
      } catch {
        failed = true;
        errors += 1;
      }
      if (settled) return;
      if (failed && stopOnError) return finish('failed');
      const last = index === steps.length - 1;
      await pause(failed ? (last ? 0 : errorPauseMs) : (step.pauseAfterMs ?? 0));
    }
    finish(steps.length > 0 && errors === steps.length ? 'failed' : 'completed');
  })();
  return run;
}

/** Stops whatever is being read (leaving a screen, moving to another question). */
export function stopSpeaking(): void {
  active?.cancel();
}

/** Reads one text once, e.g. an option the learner tapped. */
export const speakText = (text: string, options?: SequenceOptions) => speakSequence([{ text }], options);

/**
 * Click-to-read (spec part 1 §9): the question twice, then the correct answer once, with 800 ms
 * between readings.
 */
export function questionReading(questionText: string, answerText: string, questionReads = 2): SpeechStep[] {
  const steps: SpeechStep[] = Array.from({ length: questionReads }, () => ({
    text: questionText,
    pauseAfterMs: READ_PAUSE_MS,
  }));
  return [...steps, { text: answerText }];
}
