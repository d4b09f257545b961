// The session clock: time spent and time remaining, from the wall clock (a phone that sleeps or
// throttles timers still counts real time), ticking once a second. At zero it calls onTimeUp once.
import { useEffect, useRef, useState } from 'react';

export interface StudyClock {
  elapsedSeconds: number;
  remainingSeconds: number;
}

/** Whole seconds since an epoch-ms moment, read now (for records written from event handlers). */
export const secondsSince = (startedAt: number) => Math.max(0, Math.floor((Date.now() - startedAt) / 1000));

export function useStudyClock(
  startedAt: number,
  limitSeconds: number,
  running: boolean,
  onTimeUp: () => void,
): StudyClock {
  const [elapsedSeconds, setElapsed] = useState(0);
  const onTimeUpRef = useRef(onTimeUp);
  useEffect(() => {
    onTimeUpRef.current = onTimeUp;
  }, [onTimeUp]);

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const elapsed = secondsSince(startedAt);
      setElapsed(elapsed);
      if (elapsed >= limitSeconds) {
        clearInterval(timer);
        onTimeUpRef.current();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [running, startedAt, limitSeconds]);

  return { elapsedSeconds, remainingSeconds: Math.max(0, limitSeconds - elapsedSeconds) };
}

export const minutesAndSeconds = (totalSeconds: number) => {
  const minutes = Math.floor(totalSeconds / 60);
  return `${minutes}:${String(totalSeconds % 60).padStart(2, '0')}`;
};
