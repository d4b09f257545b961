// Issue 13: the learner's read count governs the test (automatic reads are free), and the clock
// runs the test screen's 60 s per question unless an admin changed the system setting.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../db/database';
import { updateSettings } from '../../db/learner-records';
import { setSpeechEngine } from '../../speech/speech-engine';
import { json, stubFetch, userDto } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { speakingScreenHooks } from '../../test/speaking-screen';
import { bank, meta, startTest } from './test-fixtures';
import './test-page';

const USER_ID = 7;
const spoken: string[] = [];

async function seed(config: Parameters<typeof meta>[1], questionReadCount?: number) {
  await db.questions.bulkPut(bank(12));
  await db.meta.put(meta(USER_ID, config));
  await updateSettings(USER_ID, {
    testModeSettings: { questionsCount: 5 },
    ...(questionReadCount ? { studyModeSettings: { questionReadCount } } : {}),
  });
  stubFetch(() => json(userDto({ id: USER_ID })));
}

speakingScreenHooks(spoken);

describe('test reads and time', () => {
  it("follows the learner's read count, not the system's, and the automatic reads do not use it up", async () => {
    await seed({ readCount: 3 }, 5);
    renderApp('/test');
    await startTest();
    expect(screen.getByText('5 reads left')).toBeInTheDocument();
    expect(
      screen.getByText('The automatic readings when a question opens do not count against your reads.'),
    ).toBeInTheDocument();
    // Both automatic reads happen (read count above 1) and leave the learner's five untouched.
    await waitFor(() => expect(spoken).toHaveLength(2), { timeout: 6_000 });
    expect(screen.getByText('5 reads left')).toBeInTheDocument();
    const speaker = screen.getByRole('button', { name: 'Read the question aloud' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(speaker);
    expect(spoken).toHaveLength(7);
    expect(screen.getByText('0 reads left')).toBeInTheDocument();
    fireEvent.click(speaker);
    expect(await screen.findByText('No more reads left')).toBeInTheDocument();
    expect(spoken).toHaveLength(7);
  }, 15_000);

  it('says Speech synthesis not supported when a read is asked for and the browser has none', async () => {
    setSpeechEngine({ isAvailable: () => false, speak: async (text) => void spoken.push(text), cancel: () => {} });
    await seed({ readCount: 3 }, 5);
    renderApp('/test');
    await startTest();
    fireEvent.click(screen.getByRole('button', { name: 'Read the question aloud' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Speech synthesis not supported');
    expect(alert.textContent).toContain("Your browser doesn't support text-to-speech functionality.");
    expect(spoken).toHaveLength(0);
  });

  it('runs 60 s per question when the system setting is the default 120 s', async () => {
    await seed({ timePerQuestion: 120 });
    renderApp('/test');
    await startTest();
    expect(screen.getByRole('timer').textContent).toBe('5:00');
  });

  it("runs the admin's time per question once the system setting was changed", async () => {
    await seed({ timePerQuestion: 90 });
    renderApp('/test');
    await startTest();
    expect(screen.getByRole('timer').textContent).toBe('7:30');
  });
});
