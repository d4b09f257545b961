import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSpeechEngine, type SpeechEngine } from './speech-engine';
import { questionReading, speakSequence, speakText, stopSpeaking } from './speak-sequence';

interface Spoken {
  text: string;
  at: number;
  rate: number;
  lang: string;
}

/** An engine that takes `durationMs` per utterance and fails the texts it is told to fail. */
function fakeEngine({ durationMs = 1_000, failing = [] as string[], available = true } = {}) {
  const spoken: Spoken[] = [];
  let cancels = 0;
  const engine: SpeechEngine = {
    isAvailable: () => available,
    speak: (text, { rate, lang }) =>
      new Promise<void>((resolve, reject) => {
        spoken.push({ text, at: Date.now(), rate, lang });
        setTimeout(() => (failing.includes(text) ? reject(new Error('synthesis-failed')) : resolve()), durationMs);
      }),
    cancel: () => {
      cancels += 1;
    },
  };
  setSpeechEngine(engine);
  return { spoken, cancels: () => cancels };
}

let start = 0;
beforeEach(() => {
  vi.useFakeTimers();
  start = Date.now();
});
afterEach(() => {
  stopSpeaking();
  setSpeechEngine(null);
  vi.useRealTimers();
});

const times = (spoken: Spoken[]) => spoken.map((s) => s.at - start);

describe('speakSequence', () => {
  it('reads a question twice then its answer, 800 ms apart, in American English at rate 0.9', async () => {
    const { spoken } = fakeEngine({ durationMs: 1_000 });
    const run = speakSequence(questionReading('What is the supreme law of the land?', 'The Constitution'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(spoken.map((s) => s.text)).toEqual([
      'What is the supreme law of the land?',
      'What is the supreme law of the land?',
      'The Constitution',
    ]);
    // Each reading takes 1 s, then 800 ms of silence before the next.
    expect(times(spoken)).toEqual([0, 1_800, 3_600]);
    expect(spoken.every((s) => s.rate === 0.9 && s.lang === 'en-US')).toBe(true);
    await expect(run.done).resolves.toEqual({ status: 'completed', errors: 0 });
  });

  it('waits for each utterance to end before the pause starts', async () => {
    const { spoken } = fakeEngine({ durationMs: 3_000 });
    speakSequence([{ text: 'one', pauseAfterMs: 800 }, { text: 'two' }]);
    await vi.advanceTimersByTimeAsync(3_799);
    expect(spoken).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spoken.map((s) => s.text)).toEqual(['one', 'two']);
  });

  it('stops in the middle when cancelled: nothing more is spoken and the engine is told to stop', async () => {
    const engine = fakeEngine({ durationMs: 1_000 });
    const run = speakSequence(questionReading('Question', 'Answer'));
    await vi.advanceTimersByTimeAsync(1_200); // in the pause after the first reading
    run.cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(engine.spoken.map((s) => s.text)).toEqual(['Question']);
    expect(engine.cancels()).toBe(1);
    await expect(run.done).resolves.toEqual({ status: 'cancelled', errors: 0 });
  });

  it('replaces a sequence still speaking when another starts', async () => {
    const { spoken } = fakeEngine({ durationMs: 1_000 });
    const first = speakSequence(questionReading('First question', 'First answer'));
    await vi.advanceTimersByTimeAsync(500);
    speakText('An option');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(spoken.map((s) => s.text)).toEqual(['First question', 'An option']);
    await expect(first.done).resolves.toMatchObject({ status: 'cancelled' });
  });

  it('goes on 500 ms after a failed utterance instead of the usual pause', async () => {
    const { spoken } = fakeEngine({ durationMs: 1_000, failing: ['Question'] });
    const run = speakSequence(questionReading('Question', 'Answer'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(spoken.map((s) => s.text)).toEqual(['Question', 'Question', 'Answer']);
    expect(times(spoken)).toEqual([0, 1_500, 3_000]);
    await expect(run.done).resolves.toEqual({ status: 'completed', errors: 2 });
  });

  it('reports failure when every utterance fails, and can stop at the first error', async () => {
    fakeEngine({ durationMs: 100, failing: ['a', 'b'] });
    const all = speakSequence([{ text: 'a' }, { text: 'b' }]);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(all.done).resolves.toEqual({ status: 'failed', errors: 2 });

    const { spoken } = fakeEngine({ durationMs: 100, failing: ['a'] });
    const stopping = speakSequence([{ text: 'a', pauseAfterMs: 800 }, { text: 'b' }], { stopOnError: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(spoken.map((s) => s.text)).toEqual(['a']);
    await expect(stopping.done).resolves.toEqual({ status: 'failed', errors: 1 });
  });

  it('says so at once when this browser has no speech', async () => {
    const { spoken } = fakeEngine({ available: false });
    const run = speakSequence([{ text: 'Hello' }]);
    await expect(run.done).resolves.toEqual({ status: 'unavailable', errors: 0 });
    expect(spoken).toHaveLength(0);
  });
});
