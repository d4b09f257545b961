import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSpeechEngine, chooseVoice, isSpeechAvailable, setSpeechEngine } from './speech-engine';

const voice = (name: string, lang: string, localService: boolean) =>
  ({ name, lang, localService, default: false, voiceURI: name }) as SpeechSynthesisVoice;

afterEach(() => setSpeechEngine(null));

describe('chooseVoice', () => {
  it('prefers a voice on the device in American English', () => {
    const voices = [
      voice('Remote US', 'en-US', false),
      voice('UK local', 'en-GB', true),
      voice('US local', 'en-US', true),
    ];
    expect(chooseVoice(voices)?.name).toBe('US local');
  });

  it('falls back to any American English voice, then any English one, then none', () => {
    expect(chooseVoice([voice('Vietnamese', 'vi-VN', true), voice('Remote US', 'en_US', false)])?.name).toBe(
      'Remote US',
    );
    expect(chooseVoice([voice('Vietnamese', 'vi-VN', true), voice('UK', 'en-GB', false)])?.name).toBe('UK');
    expect(chooseVoice([voice('Vietnamese', 'vi-VN', true)])).toBeUndefined();
  });
});

describe('the browser engine', () => {
  class FakeUtterance extends EventTarget {
    lang = '';
    rate = 1;
    voice: SpeechSynthesisVoice | null = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {
      super();
    }
  }

  function installSpeech(voices: SpeechSynthesisVoice[], finish: (u: FakeUtterance) => void) {
    const said: FakeUtterance[] = [];
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => voices,
      speak: (u: FakeUtterance) => {
        said.push(u);
        finish(u);
      },
      cancel: vi.fn(),
    });
    return said;
  }

  it('speaks with the chosen voice, language and rate, and resolves when the utterance ends', async () => {
    const said = installSpeech([voice('US local', 'en-US', true)], (u) => queueMicrotask(() => u.onend?.()));
    await browserSpeechEngine().speak('Hello', { rate: 0.9, lang: 'en-US' });
    expect(said[0]).toMatchObject({ text: 'Hello', lang: 'en-US', rate: 0.9 });
    expect(said[0]?.voice?.name).toBe('US local');
  });

  it('rejects when the browser reports an error', async () => {
    installSpeech([], (u) => queueMicrotask(() => u.onerror?.({ error: 'synthesis-failed' })));
    await expect(browserSpeechEngine().speak('Hello', { rate: 0.9, lang: 'en-US' })).rejects.toThrow(
      'synthesis-failed',
    );
  });

  it('tells whether an English voice is installed, and "not yet" while the voices load', () => {
    const voices: SpeechSynthesisVoice[] = [];
    installSpeech(voices, () => {});
    const engine = browserSpeechEngine();
    expect(engine.hasVoice?.('en-US')).toBeNull();
    voices.push(voice('Vietnamese', 'vi-VN', true));
    expect(engine.hasVoice?.('en-US')).toBe(false);
    voices.push(voice('UK', 'en-GB', false));
    expect(engine.hasVoice?.('en-US')).toBe(true);
  });

  it('knows when there is no speech at all', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    expect(isSpeechAvailable()).toBe(false);
  });
});
