// The browser recognition engine over a fake SpeechRecognition class: where it runs (on the device,
// through the network, none), interim and final text, and each error as the learner's outcome.
import { afterEach, describe, expect, it } from 'vitest';
import { browserRecognitionEngine, usablePlace } from './speech-recognition';

type Handler = ((event: never) => void) | null;

class FakeRecognition {
  static last: FakeRecognition | null = null;
  static availability: string | undefined;
  lang = '';
  interimResults = false;
  continuous = true;
  maxAlternatives = 5;
  processLocally = false;
  onresult: Handler = null;
  onerror: Handler = null;
  onend: Handler = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    (this.onend as (() => void) | null)?.();
  }
  abort() {}
  hear(parts: Array<[string, boolean]>) {
    const results = parts.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
    (this.onresult as ((e: unknown) => void) | null)?.({ resultIndex: 0, results });
  }
  fail(error: string) {
    (this.onerror as ((e: unknown) => void) | null)?.({ error });
    (this.onend as (() => void) | null)?.();
  }
}

const install = (withStatics: boolean) => {
  class Recognition extends FakeRecognition {}
  if (withStatics) {
    Object.assign(Recognition, {
      available: async () => FakeRecognition.availability ?? 'unavailable',
      install: async () => true,
    });
  }
  (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = Recognition;
};

afterEach(() => {
  delete (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  FakeRecognition.last = null;
  FakeRecognition.availability = undefined;
});

describe('speech recognition engine', () => {
  it('says none where the browser has no recognition', async () => {
    expect(await browserRecognitionEngine().support()).toEqual({ place: 'none', installable: false });
  });

  it('says network for the prefixed API without on-device members, device when the en-US pack is there', async () => {
    install(false);
    expect(await browserRecognitionEngine().support()).toEqual({ place: 'network', installable: false });
    install(true);
    FakeRecognition.availability = 'downloadable';
    expect(await browserRecognitionEngine().support()).toEqual({ place: 'network', installable: true });
    FakeRecognition.availability = 'available';
    expect(await browserRecognitionEngine().support()).toEqual({ place: 'device', installable: false });
  });

  it('network recognition is not usable offline; on-device recognition is', () => {
    expect(usablePlace({ place: 'network', installable: false }, false)).toBe('none');
    expect(usablePlace({ place: 'network', installable: false }, true)).toBe('network');
    expect(usablePlace({ place: 'device', installable: false }, false)).toBe('device');
  });

  it('listens in American English, shows interim words, and ends with the final text', async () => {
    install(true);
    const interim: string[] = [];
    const session = browserRecognitionEngine().listen({ onDevice: true, onInterim: (t) => interim.push(t) });
    const recognition = FakeRecognition.last!;
    expect([
      recognition.lang,
      recognition.interimResults,
      recognition.continuous,
      recognition.processLocally,
      recognition.started,
    ]).toEqual(['en-US', true, false, true, true]);
    recognition.hear([['legislative exec', false]]);
    recognition.hear([['legislative executive and judicial', true]]);
    recognition.stop();
    expect(await session.done).toEqual({ status: 'heard', text: 'legislative executive and judicial' });
    expect(interim).toEqual(['legislative exec', 'legislative executive and judicial']);
  });

  it.each([
    ['not-allowed', { status: 'denied' }],
    ['network', { status: 'network' }],
    ['no-speech', { status: 'no-speech' }],
    ['audio-capture', { status: 'failed', error: 'audio-capture' }],
  ])('reports the %s error as %j', async (error, outcome) => {
    install(false);
    const session = browserRecognitionEngine().listen({});
    FakeRecognition.last!.fail(error);
    expect(await session.done).toEqual(outcome);
  });

  it('a missing on-device pack is a failure, not a refused microphone', async () => {
    install(true);
    const session = browserRecognitionEngine().listen({ onDevice: true });
    FakeRecognition.last!.fail('service-not-allowed');
    expect(await session.done).toEqual({ status: 'failed', error: 'service-not-allowed' });
  });

  it('ends with nothing heard as no speech, and a cancelled session as cancelled', async () => {
    install(false);
    const quiet = browserRecognitionEngine().listen({});
    FakeRecognition.last!.stop();
    expect(await quiet.done).toEqual({ status: 'no-speech' });
    const cancelled = browserRecognitionEngine().listen({});
    cancelled.cancel();
    expect(await cancelled.done).toEqual({ status: 'cancelled' });
  });
});
