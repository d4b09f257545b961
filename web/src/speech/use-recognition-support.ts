// Whether this browser can turn the learner's speech into text, and where (on the device or
// through its provider): checked once when the interview opens, again after an on-device install.
import { useCallback, useEffect, useState } from 'react';
import { recognitionEngine, type RecognitionSupport } from './speech-recognition';

export function useRecognitionSupport(): { support: RecognitionSupport | null; recheck: () => void } {
  const [support, setSupport] = useState<RecognitionSupport | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    recognitionEngine()
      .support()
      .then((found) => live && setSupport(found))
      .catch(() => live && setSupport({ place: 'none', installable: false }));
    return () => {
      live = false;
    };
  }, [round]);
  return { support, recheck: useCallback(() => setRound((r) => r + 1), []) };
}
