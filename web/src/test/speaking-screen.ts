// Test-only: a screen that reads aloud (study, test), with speech that records instead of speaking
// and a teardown that silences it before the device database is deleted.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { db } from '../db/database';
import { setSpeechEngine } from '../speech/speech-engine';
import { stopSpeaking } from '../speech/speak-sequence';

/** A browser with a voice whose every utterance ends at once, pushed onto `spoken`. */
export function recordSpeech(spoken: string[]) {
  spoken.length = 0;
  setSpeechEngine({ isAvailable: () => true, speak: async (text) => void spoken.push(text), cancel: () => {} });
}

/** Stops speech and unmounts the screen, then lets what unmounting saves settle. */
export async function silenceAndUnmount() {
  vi.useRealTimers();
  stopSpeaking();
  setSpeechEngine(null);
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Each test of the file on an open device database with recorded speech, deleted after it. */
export function speakingScreenHooks(spoken: string[] = []) {
  beforeEach(async () => {
    await db.open();
    recordSpeech(spoken);
  });
  afterEach(async () => {
    await silenceAndUnmount();
    await db.delete();
  });
}
