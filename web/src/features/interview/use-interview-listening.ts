// What the interview's spoken answer needs to know about listening, kept by the screen across its
// questions: recognition's support (checked once), whether the device is online, and whether the
// learner refused the microphone (then they type, and are told why).
import { useCallback, useState } from 'react';
import { useOnline } from '../../lib/use-online';
import type { RecognitionSupport } from '../../speech/speech-recognition';
import { useRecognitionSupport } from '../../speech/use-recognition-support';

export interface InterviewListening {
  support: RecognitionSupport | null;
  recheck: () => void;
  online: boolean;
  micRefused: boolean;
  refuseMic: () => void;
}

export function useInterviewListening(): InterviewListening {
  const online = useOnline();
  const { support, recheck } = useRecognitionSupport();
  const [micRefused, setMicRefused] = useState(false);
  const refuseMic = useCallback(() => setMicRefused(true), []);
  return { support, recheck, online, micRefused, refuseMic };
}
