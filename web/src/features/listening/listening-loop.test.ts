import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSpeechEngine, type SpeechEngine } from '../../speech/speech-engine';
import { startListening, type ListeningItem, type ListeningPosition } from './listening-loop';

interface Spoken {
  text: string;
  at: number;
  rate: number;
  lang: string;
}

const UTTERANCE_MS = 1_000;

function fakeEngine({ failing = [] as string[] } = {}) {
  const spoken: Spoken[] = [];
  const engine: SpeechEngine = {
    isAvailable: () => true,
    speak: (text, { rate, lang }) =>
      new Promise<void>((resolve, reject) => {
        spoken.push({ text, at: Date.now() - start, rate, lang });
        setTimeout(() => (failing.includes(text) ? reject(new Error('synthesis-failed')) : resolve()), UTTERANCE_MS);
      }),
    cancel: () => {},
  };
  setSpeechEngine(engine);
  return spoken;
}

const items: ListeningItem[] = [
  { questionText: 'Q1', answerText: 'A1' },
  { questionText: 'Q2', answerText: 'A2' },
];

let start = 0;
beforeEach(() => {
  vi.useFakeTimers();
  start = Date.now();
});
afterEach(() => {
  setSpeechEngine(null);
  vi.useRealTimers();
});

function run(list: ListeningItem[], questionReads = 3, answerReads = 2) {
  const positions: ListeningPosition[] = [];
  const ends: string[] = [];
  const practice = startListening(list, {
    questionReads,
    answerReads,
    onPosition: (p) => positions.push(p),
    onEnd: (r) => ends.push(r),
  });
  return { practice, positions, ends };
}

describe('listening practice cycle', () => {
  it('reads the question 3 times 1.5 s apart, waits 2 s, reads the answer twice 0.8 s apart, then 3 s before the next', async () => {
    const spoken = fakeEngine();
    const { practice } = run(items);
    await vi.advanceTimersByTimeAsync(20_000);
    practice.stop();
    const first = spoken.slice(0, 6);
    expect(first.map((s) => s.text)).toEqual(['Q1', 'Q1', 'Q1', 'A1', 'A1', 'Q2']);
    // Each utterance takes 1 s, then the pause: 1.5, 1.5, 2, 0.8, 3.
    expect(first.map((s) => s.at)).toEqual([0, 2_500, 5_000, 8_000, 9_800, 13_800]);
    expect(spoken.every((s) => s.rate >= 0.8 && s.rate <= 0.9 && s.lang === 'en-US')).toBe(true);
  });

  it('follows custom read counts', async () => {
    const spoken = fakeEngine();
    const { practice, positions } = run(items, 2, 4);
    await vi.advanceTimersByTimeAsync(15_000);
    practice.stop();
    expect(spoken.map((s) => s.text).slice(0, 7)).toEqual(['Q1', 'Q1', 'A1', 'A1', 'A1', 'A1', 'Q2']);
    // 2 readings: 1 + 1.5, 1 + 2; 4 answers: (1 + 0.8) x 3, 1 + 3.
    expect(spoken.slice(0, 7).map((s) => s.at)).toEqual([0, 2_500, 5_500, 7_300, 9_100, 10_900, 14_900]);
    expect(positions.slice(0, 6)).toEqual([
      { index: 0, phase: 'question', read: 1, reads: 2 },
      { index: 0, phase: 'question', read: 2, reads: 2 },
      { index: 0, phase: 'answer', read: 1, reads: 4 },
      { index: 0, phase: 'answer', read: 2, reads: 4 },
      { index: 0, phase: 'answer', read: 3, reads: 4 },
      { index: 0, phase: 'answer', read: 4, reads: 4 },
    ]);
  });

  it('wraps around to the first question after the last and keeps looping', async () => {
    const spoken = fakeEngine();
    const { practice, positions } = run(items, 2, 2);
    // One question: 1 + 1.5 + 1 + 2 + 1 + 0.8 + 1 + 3 = 11.3 s; three of them, then the start of the fourth.
    await vi.advanceTimersByTimeAsync(3 * 11_300 + 100);
    practice.stop();
    const questions = spoken.map((s) => s.text).filter((t) => t.startsWith('Q'));
    expect(questions).toEqual(['Q1', 'Q1', 'Q2', 'Q2', 'Q1', 'Q1', 'Q2']);
    expect(positions.at(-1)).toMatchObject({ index: 1, phase: 'question', read: 1 });
  });

  it('stops in the middle: nothing more is read and no end is reported', async () => {
    const spoken = fakeEngine();
    const { practice, ends } = run(items);
    await vi.advanceTimersByTimeAsync(3_000); // during the second reading of Q1
    practice.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(spoken.map((s) => s.text)).toEqual(['Q1', 'Q1']);
    expect(ends).toEqual([]);
  });

  it('stops the practice on a speech error and says so', async () => {
    const spoken = fakeEngine({ failing: ['A1'] });
    const { ends } = run(items);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(spoken.map((s) => s.text)).toEqual(['Q1', 'Q1', 'Q1', 'A1']);
    expect(ends).toEqual(['error']);
  });
});
