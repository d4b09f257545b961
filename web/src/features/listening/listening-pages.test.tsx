import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { setSpeechEngine, type SpeechEngine } from '../../speech/speech-engine';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { storedQuestion } from '../../test/bundle-fixtures';
import { renderApp } from '../../test/render-app';

const question = (n: number) =>
  storedQuestion(n, {
    options: [
      { id: 'option_a', text: `Wrong ${n}` },
      { id: 'option_b', text: `Right ${n}` },
    ],
    correctOptionIndex: 1,
    correctOptionId: 'option_b',
  });

/** An engine whose utterances never end by themselves: the screen stays on the first reading. */
function holdingEngine(hasVoice: boolean | null = true) {
  const spoken: string[] = [];
  let cancels = 0;
  const engine: SpeechEngine = {
    isAvailable: () => true,
    speak: (text) => {
      spoken.push(text);
      return new Promise<void>(() => {});
    },
    cancel: () => {
      cancels += 1;
    },
    hasVoice: () => hasVoice,
  };
  setSpeechEngine(engine);
  return { spoken, cancels: () => cancels };
}

beforeEach(async () => {
  await db.open();
  stubFetch(() => json(userDto()));
});
afterEach(async () => {
  setSpeechEngine(null);
  await db.delete();
});

describe('listening practice screens', () => {
  it('settings keep their values in the browser and Start opens the practice with them in the address', async () => {
    const router = renderApp('/listening-practice-settings');
    await screen.findByRole('heading', { name: 'Listening Practice Settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Increase Number of questions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Start from question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Answer read count' }));
    expect(screen.getByRole('button', { name: 'Decrease Answer read count' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText(
        /10 questions starting at question 2\. Each question is read 3 times, then its correct answer 2 times/,
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('listeningPracticeQuestionCount')).toBe('10');
    expect(localStorage.getItem('listeningPracticeStartQuestion')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Start Listening Practice' }));
    await screen.findByRole('heading', { name: 'Listening Practice' });
    expect(router.state.location.search).toBe('?count=10&start=2&questionReads=3&answerReads=2');
  });

  it("says 'No Questions' when the device has no bank yet", async () => {
    holdingEngine();
    renderApp('/listening-practice');
    await screen.findByText('Please wait for questions to load.');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('No Questions')).toBeInTheDocument();
    expect(screen.getAllByText('Please wait for questions to load.')).toHaveLength(2);
  });

  it('reads from the chosen start question, shows progress and the phase, and Stop silences it', async () => {
    await db.questions.bulkPut([question(1), question(2), question(3)]);
    const engine = holdingEngine();
    renderApp('/listening-practice?count=5&start=2&questionReads=4&answerReads=2');
    await screen.findByText('2. Question 2?');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Reading the question (1 of 4)')).toBeInTheDocument();
    expect(engine.spoken).toEqual(['Question 2?']);
    // The answer is not marked while the question is read.
    expect(screen.queryByText('Correct answer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(engine.cancels()).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('tells the learner when the device has no English voice', async () => {
    holdingEngine(false);
    renderApp('/listening-practice-simple');
    expect(
      await screen.findByText(
        'No English voice is available on this device. Install one in your system settings to hear questions read aloud.',
      ),
    ).toBeInTheDocument();
  });
});
