// Whether this device can read English aloud. Browsers load their voice list late (Chrome fires
// `voiceschanged`), so "none yet" only counts as "none" after a short wait.
import { useEffect, useState } from 'react';
import { SPEECH_LANG, speechEngine } from './speech-engine';

export type VoiceAvailability = 'checking' | 'available' | 'missing';

export const VOICE_WAIT_MS = 2_000;

function check(): boolean | null {
  const engine = speechEngine();
  if (!engine.isAvailable()) return false;
  return engine.hasVoice ? engine.hasVoice(SPEECH_LANG) : true;
}

export function useEnglishVoice(): VoiceAvailability {
  const [state, setState] = useState<VoiceAvailability>(() => {
    const found = check();
    return found === null ? 'checking' : found ? 'available' : 'missing';
  });
  useEffect(() => {
    if (state !== 'checking') return;
    const update = () => {
      const found = check();
      if (found !== null) setState(found ? 'available' : 'missing');
    };
    const synthesis = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;
    synthesis?.addEventListener?.('voiceschanged', update);
    const timer = setTimeout(() => setState(check() ? 'available' : 'missing'), VOICE_WAIT_MS);
    return () => {
      clearTimeout(timer);
      synthesis?.removeEventListener?.('voiceschanged', update);
    };
  }, [state]);
  return state;
}
