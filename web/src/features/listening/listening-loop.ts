// The listening practice cycle (spec part 2 §4, §9): each question read questionReads times with
// 1.5 s between readings, 2 s, the correct answer read answerReads times with 0.8 s between, 3 s,
// then the next question; after the last it wraps to the first and loops until stopped. A speech
// error stops the practice.
import { speakSequence, type SpeechStep } from '../../speech/speak-sequence';
import { SPEECH_LANG } from '../../speech/speech-engine';

/** Slower than study's 0.9, inside the spec's 0.8-0.9, for listening without the text. */
export const LISTENING_RATE = 0.85;
export const LISTENING_PAUSES_MS = {
  betweenQuestionReads: 1_500,
  beforeAnswer: 2_000,
  betweenAnswerReads: 800,
  beforeNext: 3_000,
} as const;

export interface ListeningItem {
  questionText: string;
  answerText: string;
}

export type ListeningPhase = 'question' | 'answer';

export interface ListeningPosition {
  index: number;
  phase: ListeningPhase;
  /** Which reading of this phase (1-based) and how many there are. */
  read: number;
  reads: number;
}

export type ListeningEnd = 'stopped' | 'error' | 'unavailable' | 'interrupted';

interface Reading {
  step: SpeechStep;
  phase: ListeningPhase;
  read: number;
  reads: number;
}

export function listeningReadings(item: ListeningItem, questionReads: number, answerReads: number): Reading[] {
  const { betweenQuestionReads, beforeAnswer, betweenAnswerReads, beforeNext } = LISTENING_PAUSES_MS;
  const question = Array.from({ length: questionReads }, (_, i): Reading => ({
    step: { text: item.questionText, pauseAfterMs: i === questionReads - 1 ? beforeAnswer : betweenQuestionReads },
    phase: 'question',
    read: i + 1,
    reads: questionReads,
  }));
  const answer = Array.from({ length: answerReads }, (_, i): Reading => ({
    step: { text: item.answerText, pauseAfterMs: i === answerReads - 1 ? beforeNext : betweenAnswerReads },
    phase: 'answer',
    read: i + 1,
    reads: answerReads,
  }));
  return [...question, ...answer];
}

export interface ListeningOptions {
  questionReads: number;
  answerReads: number;
  onPosition: (position: ListeningPosition) => void;
  /** Called once when the loop ends for any reason other than stop(). */
  onEnd: (reason: Exclude<ListeningEnd, 'stopped'>) => void;
}

export interface ListeningRun {
  stop(): void;
}

export function startListening(items: readonly ListeningItem[], options: ListeningOptions): ListeningRun {
  const { questionReads, answerReads, onPosition, onEnd } = options;
  let stopped = false;
  let cancelCurrent = () => {};
  void (async () => {
    for (let index = 0; items.length > 0; index = (index + 1) % items.length) {
      const readings = listeningReadings(items[index]!, questionReads, answerReads);
      const run = speakSequence(
        readings.map((r) => r.step),
        {
          rate: LISTENING_RATE,
          lang: SPEECH_LANG,
          stopOnError: true,
          onStep: (k) => {
            const r = readings[k]!;
            onPosition({ index, phase: r.phase, read: r.read, reads: r.reads });
          },
        },
      );
      cancelCurrent = run.cancel;
      const outcome = await run.done;
      if (stopped) return;
      if (outcome.status === 'completed') continue;
      onEnd(outcome.status === 'failed' ? 'error' : outcome.status === 'unavailable' ? 'unavailable' : 'interrupted');
      return;
    }
  })();
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      cancelCurrent();
    },
  };
}
