import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPosition, nextPosition, startReadingLoop, type ReadingPosition } from './reading-schedule';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const label = (p: ReadingPosition) =>
  `${p.index + 1}:${p.phase}${p.highlights ? ` ${p.highlight}/${p.highlights}` : ''}`;

describe('visual reading schedule', () => {
  it('highlights the question 4 times for 2 s, the answer 2 times for 1.5 s, then moves on after 1 s and loops', async () => {
    const seen: Array<[number, string]> = [];
    const start = Date.now();
    const run = startReadingLoop(2, (p) => seen.push([Date.now() - start, label(p)]));
    await vi.advanceTimersByTimeAsync(2 * 12_000 + 10);
    run.stop();
    expect(seen.slice(0, 8)).toEqual([
      [0, '1:question 1/4'],
      [2_000, '1:question 2/4'],
      [4_000, '1:question 3/4'],
      [6_000, '1:question 4/4'],
      [8_000, '1:answer 1/2'],
      [9_500, '1:answer 2/2'],
      [11_000, '1:pause'],
      [12_000, '2:question 1/4'],
    ]);
    // Question 2 then back to question 1.
    expect(seen.at(-1)).toEqual([24_000, '1:question 1/4']);
  });

  it('shows nothing more after stop, and resumes from where it stopped', async () => {
    const seen: string[] = [];
    const run = startReadingLoop(3, (p) => seen.push(label(p)));
    await vi.advanceTimersByTimeAsync(4_500);
    run.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toEqual(['1:question 1/4', '1:question 2/4', '1:question 3/4']);
    const resumed: string[] = [];
    startReadingLoop(3, (p) => resumed.push(label(p)), {
      index: 0,
      phase: 'question',
      highlight: 3,
      highlights: 4,
    }).stop();
    expect(resumed).toEqual(['1:question 3/4']);
  });

  it('walks the same highlights on taps for the manual page, without the timed pause', () => {
    let p = firstPosition();
    const taps: string[] = [label(p)];
    for (let i = 0; i < 7; i += 1) {
      p = nextPosition(p, 2, false);
      taps.push(label(p));
    }
    expect(taps).toEqual([
      '1:question 1/4',
      '1:question 2/4',
      '1:question 3/4',
      '1:question 4/4',
      '1:answer 1/2',
      '1:answer 2/2',
      '2:question 1/4',
      '2:question 2/4',
    ]);
  });
});
